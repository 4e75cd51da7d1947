import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { useAuth } from '@/lib/auth/auth-state';
import { useUndo } from '@/lib/undo/undo-store';
import { readOutbox, removeDecision, subscribeOutbox } from '../lib/outbox';
import { forgetLearnedRules } from '../lib/learned-rules';
import { toastDescription } from '../lib/reply-about';
import { OUTBOX_COPY } from '../outbox-texts';
import { startCourier } from './outbox-courier';
import type { TOutboxSignals } from './outbox-signals';

type TPush = ReturnType<typeof useUndo>['push'];

/** Back after a reload or a closed tab: the countdown goes on with the time it had left. */
function resumeCountdowns(userId: string, signals: TOutboxSignals, push: TPush): void {
  const now = Date.now();
  for (const d of readOutbox(userId).sort((a, b) => a.decided_at - b.decided_at)) {
    const left = Math.ceil((d.due_at - now) / 1000);
    if (left > 0 && !d.approved && !d.sending) signals.pushUndoable(push, d, left);
  }
}

/** Undo takes back the latest decision, unless its send has started (the server may have it). */
function takeBackLatest(userId: string, signals: TOutboxSignals): void {
  const replyId = signals.popUndoable();
  if (!replyId) return;
  const before = readOutbox(userId).find((d) => d.reply_id === replyId);
  const taken = removeDecision(userId, replyId, { unlessSending: true });
  signals.forgetOffline(replyId);
  if (taken) signals.announceReturned(taken);
  else
    toast({
      title: OUTBOX_COPY.alreadySent,
      description: toastDescription(before ?? {}, OUTBOX_COPY.alreadySentBody),
    });
}

/**
 * Delivers the signed-in user's decisions from the outbox (one per app, mounted by app/): each goes
 * out when its undo time is over, at once if that passed while the page was closed, again after a
 * failure, and when the browser is back online. After a reload the undo countdown resumes with the
 * time left. Undo takes the latest decision back unless its send has started.
 */
export function useDecisionOutbox(signals: TOutboxSignals): void {
  const userId = useAuth().user?.id ?? null;
  const queryClient = useQueryClient();
  const undo = useUndo();
  const { push, clear, setRestoreHandler } = undo;
  const latest = useRef({ push, clear });
  latest.current = { push, clear };

  // Declared before the effect that resumes entries, so an empty stack never clears what it pushed.
  const undoDepth = undo.entries.length;
  useEffect(() => {
    if (undoDepth === 0) signals.clearUndoable();
  }, [undoDepth, signals]);

  useEffect(() => {
    if (!userId) return;
    const courier = startCourier({ userId, signals, queryClient });
    resumeCountdowns(userId, signals, latest.current.push);
    courier.sync();
    const unsubscribe = subscribeOutbox(courier.sync);
    window.addEventListener('online', courier.sendDue);
    return () => {
      courier.stop();
      unsubscribe();
      window.removeEventListener('online', courier.sendDue);
      // Signed out (or another user): their countdown is not this user's to undo. The decisions
      // stay in their outbox and go out at their next sign-in in this browser.
      latest.current.clear();
      signals.clearUndoable();
      forgetLearnedRules();
    };
  }, [userId, queryClient, signals]);

  useEffect(() => {
    if (!userId) return;
    setRestoreHandler(() => takeBackLatest(userId, signals));
    return () => setRestoreHandler(null);
  }, [userId, setRestoreHandler, signals]);
}
