import type { TChatItem, TKeywordsNotice } from './chat-items';

/** A new turn on screen: the user's message and the answer's bubble, streaming; a "cleared" line goes. */
export function startTurn(list: TChatItem[], user: string, userItemId: string, replyId: string): TChatItem[] {
  return [
    ...list.filter((item) => item.kind !== 'cleared'),
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
