import { TEXT } from '@gatling/shared/spec';
import { ApiError, serverDetail } from '@/lib/api-error';
import { browserOffline } from '@/lib/chat/use-chat-turn';

/** Why the last message got no (whole) answer: no connection, or the server said no. */
export type TChatError = { kind: 'connection' } | { kind: 'failed'; detail: string | null };

/**
 * docs/product/errors.md#chat-and-keywords: an offline browser or a network failure (no answer, or the stream
 * cut off) is the connection error; anything else is 'Failed to send message', with the server's reason if it
 * gave one.
 */
export function toChatError(err: unknown): TChatError {
  const network = (err instanceof ApiError && err.status === 0) || err instanceof TypeError;
  if (browserOffline() || network) return { kind: 'connection' };
  return { kind: 'failed', detail: serverDetail(err) };
}

export function chatErrorText(error: TChatError): { title: string; detail: string | null } {
  return error.kind === 'connection'
    ? { title: TEXT.chat.connectionError, detail: null }
    : { title: TEXT.chat.sendFailed, detail: error.detail };
}
