import { useEffect, useMemo, useReducer, useRef, useSyncExternalStore } from 'react';
import type { TOutboxSignals } from '@/features/replies/hooks/outbox-signals';
import { outboxText, parseOutbox, subscribeOutbox } from '@/features/replies/lib/outbox';

/**
 * The follow-ups the inbox keeps off its stack: every one with a decision in the outbox, and every
 * one that left the outbox while this page was open without coming back (sent: the server no longer
 * lists it once the list is read again). Undo or a refusal announces the decision's return
 * (signals.onReturned), and only those come back.
 *
 * The courier (the app's useDecisionOutbox) takes a delivered decision out of the outbox without
 * knowing of this list; keeping it off here means it never shows again in between, not even for
 * one render (which would also reset the decision gate of the card on top).
 */
export function useHiddenFollowUps(userId: string | null, signals: TOutboxSignals): ReadonlySet<string> {
  const text = useSyncExternalStore(subscribeOutbox, () => (userId ? outboxText(userId) : ''));
  const decided = useMemo(() => parseOutbox(text).map((d) => d.reply_id), [text]);
  const kept = useRef(new Set<string>());
  const [version, bump] = useReducer((n: number) => n + 1, 0);

  // Announced in the same moment the outbox lets it go, before the page renders again.
  useEffect(
    () =>
      signals.onReturned((decision) => {
        if (kept.current.delete(decision.reply_id)) bump();
      }),
    [signals],
  );

  // Adding is idempotent, so a render repeated (strict mode) keeps the same set.
  for (const id of decided) kept.current.add(id);
  const key = [...kept.current].join('\n');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` and `version` stand for the set's content
  return useMemo(() => new Set(kept.current), [key, version]);
}
