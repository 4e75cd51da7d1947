import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * How long a card must have been the top card before it takes a decision. It outlasts the two
 * clicks or taps of a double tap (~100–300 ms apart) and the stack's 300 ms move up into place,
 * and stays under the time anyone needs to read a card: a deliberate decision never waits for it.
 */
export const DECISION_SETTLE_MS = 350;

type TGate = { top: string | undefined; since: number; settled: Set<string> };

/**
 * Whether a decision (swipe, button or key) made on card `id` counts: only if `id` is the top card
 * and has been on top for DECISION_SETTLE_MS, so the rest of a double tap, a second flick or a
 * quick second press meant for the card just decided never decides the next one unseen. Only
 * taking the decision waits: the next card is on top and rendered at once.
 *
 * A card once settled stays settled (undo brings back a card the user has seen: it can be decided
 * again at once), and the first card shown where none was (first paint, new drafts in an empty
 * stack) is settled from the start, since no gesture on another card can run on into it.
 */
export function useDecisionGate(topId: string | undefined): (id: string) => boolean {
  const gate = useRef<TGate>({ top: undefined, since: 0, settled: new Set() });

  // In the commit that puts the card on top, before anything can be clicked on it.
  useLayoutEffect(() => {
    const current = gate.current;
    if (current.top === topId) return;
    const now = performance.now();
    if (current.top === undefined) {
      if (topId !== undefined) current.settled.add(topId);
    } else if (now - current.since >= DECISION_SETTLE_MS) {
      current.settled.add(current.top);
    }
    current.top = topId;
    current.since = now;
  }, [topId]);

  return useCallback((id: string) => {
    const current = gate.current;
    if (id !== current.top) return false;
    if (current.settled.has(id)) return true;
    if (performance.now() - current.since < DECISION_SETTLE_MS) return false;
    current.settled.add(id);
    return true;
  }, []);
}
