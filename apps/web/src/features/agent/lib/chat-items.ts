import type { TChatMessage } from '@gatling/shared/api/agent';

/** What `/keywords add …` or `remove …` did (or is doing), said above the list. */
export type TKeywordsNotice = { state: 'pending' | 'done' | 'failed'; text: string };

/**
 * What the conversation on screen holds: the server's messages and the turn being answered, plus
 * local items the slash commands add (never sent, gone on reload or /reset).
 */
export type TChatItem =
  | {
      kind: 'message';
      id: string;
      role: TChatMessage['role'];
      content: string;
      streaming?: boolean;
      /** A user's message the server took back unanswered: it can be sent again, not before `retryAt`. */
      unsent?: { retryAt: number | null };
    }
  | { kind: 'command'; id: string; text: string }
  | { kind: 'help'; id: string }
  | { kind: 'memory'; id: string }
  | { kind: 'keywords'; id: string; notice?: TKeywordsNotice }
  | { kind: 'unknown'; id: string; command: string }
  | { kind: 'cleared'; id: string };

let seq = 0;
/** A key for an item, unique for the page's lifetime. */
export const nextItemId = () => `item-${++seq}`;

export function toItems(messages: readonly TChatMessage[]): TChatItem[] {
  return messages.map((m) => ({ kind: 'message', id: nextItemId(), role: m.role, content: m.content }));
}
