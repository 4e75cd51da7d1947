import type { TChatItem, TKeywordsNotice } from './chat-items';

/** A message that was not kept: gone from the server, it goes from the screen once the next one is sent. */
const unsent = (item: TChatItem) => item.kind === 'message' && item.unsent !== undefined;

/**
 * A new turn on screen: the user's message and the answer's bubble, streaming; a "cleared" line
 * goes, and so does a message the server did not keep (sent again, or given up for this one).
 */
export function startTurn(list: TChatItem[], user: string, userItemId: string, replyId: string): TChatItem[] {
  return [
    ...list.filter((item) => item.kind !== 'cleared' && !unsent(item)),
    { kind: 'message', id: userItemId, role: 'user', content: user },
    { kind: 'message', id: replyId, role: 'assistant', content: '', streaming: true },
  ];
}

/** The answer's bubble with what streamed so far; an answer that never started leaves no empty bubble behind. */
export function patchReply(
  list: TChatItem[],
  replyId: string,
  patch: { content?: string; streaming?: boolean },
): TChatItem[] {
  return list.flatMap((item) => {
    if (item.id !== replyId || item.kind !== 'message') return [item];
    const next = { ...item, ...patch };
    return next.streaming === false && next.content === '' ? [] : [next];
  });
}

/** A `/keywords` card with what its change came to. */
export function settleNotice(list: TChatItem[], id: string, notice: TKeywordsNotice): TChatItem[] {
  return list.map((item) => (item.id === id ? { ...item, notice } : item));
}

/** The user's message of a turn the server took back: marked to send again (after `retryAt`, if set). */
export function markUnsent(list: TChatItem[], id: string, retryAt: number | null): TChatItem[] {
  return list.map((item) =>
    item.id === id && item.kind === 'message' ? { ...item, unsent: { retryAt } } : item,
  );
}

export function dropItem(list: TChatItem[], id: string): TChatItem[] {
  return list.filter((item) => item.id !== id);
}
