import { createContext, useContext } from 'react';
import { toast } from '@/components/ui/toast';
import type { TUndoEntry } from '@/lib/undo/undo-store';
import type { TDecision } from '../lib/outbox';
import { toastDescription } from '../lib/reply-about';
import { OUTBOX_COPY } from '../outbox-texts';

type TPush = (entry: TUndoEntry, seconds?: number) => void;

/**
 * What a page keeps in memory beside the outbox: the undo order, cards to return, offline notices.
 * One per app (the DecisionOutbox creates it), shared by the sender and the review stack.
 */
export function createOutboxSignals() {
  /**
   * The replies behind this page's undo entries, in the same order: undo pops both together, so the
   * entry taken back is always the latest decision still on the stack.
   */
  const order: string[] = [];
  /** Called with a decision the server did not take or the user took back, so its card can return. */
  const returned = new Set<(decision: TDecision) => void>();
  const toldOffline = new Set<string>();
  return {
    pushUndoable(push: TPush, decision: TDecision, seconds?: number): void {
      order.push(decision.reply_id);
      push({ text: decision.undo_text, index: decision.position, feedbackTimeout: null }, seconds);
    },
    popUndoable: (): string | undefined => order.pop(),
    /** The undo stack emptied (its countdown is over): nothing left to take back. */
    clearUndoable(): void {
      order.length = 0;
    },
    onReturned(listener: (decision: TDecision) => void): () => void {
      returned.add(listener);
      return () => returned.delete(listener);
    },
    announceReturned(decision: TDecision): void {
      for (const listener of [...returned]) listener(decision);
    },
    /** Says once per decision that it waits for the connection (at the swipe, or when it fell due). */
    tellOffline(decision: TDecision): void {
      if (toldOffline.has(decision.reply_id)) return;
      toldOffline.add(decision.reply_id);
      toast({ title: OUTBOX_COPY.offlineQueued, description: toastDescription(decision) });
    },
    /** The decision left the outbox: a new one for the reply is told again. */
    forgetOffline(replyId: string): void {
      toldOffline.delete(replyId);
    },
  };
}

export type TOutboxSignals = ReturnType<typeof createOutboxSignals>;

export const OutboxSignalsContext = createContext<TOutboxSignals | null>(null);

export function useOutboxSignals(): TOutboxSignals {
  const signals = useContext(OutboxSignalsContext);
  if (!signals) throw new Error('useOutboxSignals outside DecisionOutbox');
  return signals;
}
