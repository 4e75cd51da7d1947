import type { TChatSession } from '@gatling/shared/api/agent';
import { TEXT } from '@gatling/shared/spec';
import { relativeTime } from '@/lib/format';

/**
 * docs/product/screens.md#chat: a session without a title is 'Untitled Chat'; the chat not yet started is
 * 'New Chat'.
 */
export function sessionTitle(session: TChatSession | null | undefined): string {
  if (!session) return TEXT.chat.newChat;
  const title = session.title?.trim();
  return title ? title : TEXT.chat.untitledChat;
}

/**
 * docs/product/screens.md#chat: the updated time as relative time, 'Just now' when missing, 'Invalid date'
 * when unreadable.
 */
export function sessionUpdated(updatedAt: string | null, now: Date = new Date()): string {
  if (!updatedAt) return TEXT.chat.justNow;
  if (Number.isNaN(new Date(updatedAt).getTime())) return TEXT.chat.invalidDate;
  return relativeTime(updatedAt, now);
}
