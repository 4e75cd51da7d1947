import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TPendingInteraction } from '@gatling/shared/api/replies';
import { toast } from '@/components/ui/toast';
import { useAuth } from '@/lib/auth/auth-state';
import { useUndo } from '@/lib/undo/undo-store';
import { PENDING_KEY } from '../api/get-pending-interactions';
import {
  claimDecision,
  readOutbox,
  releaseDecision,
  removeDecision,
  SENDING_LEASE_MS,
  subscribeOutbox,
} from '../lib/outbox';
import { forgetLearnedRules } from '../lib/learned-rules';
import { toastDescription } from '../lib/reply-about';
import { sendDecision, type TFeedbackApi } from '../lib/send-decision';
import { REPLIES_COPY } from '../texts';
import { announceOutcome } from './announce-outcome';
import {
  announceReturned,
  clearUndoable,
  forgetOffline,
  popUndoable,
  pushUndoable,
  tellOffline,
} from './outbox-signals';

/** This page's id in the outbox's "sending" marks. */
const PAGE_ID = crypto.randomUUID();

/** 5 s, 10 s, 20 s … up to a minute between tries of a decision the server could not take yet. */
export const retryDelayMs = (tries: number) => Math.min(60_000, 5000 * 2 ** Math.max(0, tries - 1));

/**
 * Sends under a Web Lock where the browser has them, so two tabs never send the same decision at
 * once. `locked`: this page holds the lock, so a "sending" mark left by another page is stale (a
 * page that is still sending would hold it) and need not wait out its lease.
 */
async function withLock(name: string, run: (locked: boolean) => Promise<void>): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return run(false);
  await locks.request(name, { ifAvailable: true }, async (lock) => {
    if (lock) await run(true);
  });
}

/**
 * Delivers the signed-in user's decisions from the outbox (one per app, mounted by app/): each goes
 * out when its undo time is over, at once if that passed while the page was closed, again after a
 * failure, and when the browser is back online. After a reload the undo countdown resumes with the
 * time left. Undo takes the latest decision back unless its send has started.
 */
export function useDecisionOutbox(api?: TFeedbackApi): void {
  const userId = useAuth().user?.id ?? null;
  const queryClient = useQueryClient();
  const undo = useUndo();
  const { push, clear, setRestoreHandler } = undo;
  const latest = useRef({ push, clear, api });
  latest.current = { push, clear, api };

  // Declared before the effect that resumes entries, so an empty stack never clears what it pushed.
  const undoDepth = undo.entries.length;
  useEffect(() => {
    if (undoDepth === 0) clearUndoable();
  }, [undoDepth]);

  useEffect(() => {
    if (!userId) return;
    const timers = new Map<string, number>();
    const tries = new Map<string, number>();
    let stopped = false;

    const deliver = async (replyId: string, locked: boolean) => {
      const claimed = claimDecision(userId, replyId, PAGE_ID, Date.now(), { force: locked });
      if (!claimed) {
        // Another page is sending it: look again once its mark would have lapsed.
        const other = readOutbox(userId).find((d) => d.reply_id === replyId);
        if (other?.sending) schedule(replyId, other.sending.since + SENDING_LEASE_MS + 100);
        return;
      }
      const outcome = await sendDecision(claimed, latest.current.api);
      const count = (tries.get(replyId) ?? 0) + 1;
      tries.set(replyId, count);
      if (outcome.kind === 'retry') {
        const due = Date.now() + retryDelayMs(count);
        releaseDecision(userId, replyId, PAGE_ID, { approved: outcome.approved, due_at: due });
      } else {
        tries.delete(replyId);
        forgetOffline(replyId);
        removeDecision(userId, replyId);
        if (outcome.kind === 'refused') announceReturned(claimed);
        else {
          queryClient.setQueryData<TPendingInteraction[]>(PENDING_KEY, (list) =>
            list?.filter((i) => i.id !== replyId),
          );
        }
      }
      announceOutcome(claimed, outcome, count === 1);
    };

    const attempt = (replyId: string) => {
      timers.delete(replyId);
      if (stopped) return;
      // Offline: the `online` event sends it; nothing is tried in vain meanwhile.
      if (!navigator.onLine) {
        const decision = readOutbox(userId).find((d) => d.reply_id === replyId);
        if (decision) tellOffline(decision);
        return;
      }
      void withLock(`gatling:outbox:${userId}:${replyId}`, (locked) => deliver(replyId, locked));
    };

    function schedule(replyId: string, at: number) {
      window.clearTimeout(timers.get(replyId));
      timers.set(
        replyId,
        window.setTimeout(() => attempt(replyId), Math.max(0, at - Date.now())),
      );
    }

    // Each decision waits for its due time; ones gone (sent, undone) lose their timer.
    const sync = () => {
      const list = readOutbox(userId);
      const ids = new Set(list.map((d) => d.reply_id));
      for (const [id, timer] of timers) {
        if (!ids.has(id)) {
          window.clearTimeout(timer);
          timers.delete(id);
        }
      }
      for (const d of list)
        if (!timers.has(d.reply_id) && d.sending?.owner !== PAGE_ID) schedule(d.reply_id, d.due_at);
    };

    // Back after a reload or a closed tab: the countdown goes on with the time it had left.
    const now = Date.now();
    for (const d of readOutbox(userId).sort((a, b) => a.decided_at - b.decided_at)) {
      const left = Math.ceil((d.due_at - now) / 1000);
      if (left > 0 && !d.approved && !d.sending) pushUndoable(latest.current.push, d, left);
    }
    sync();
    const unsubscribe = subscribeOutbox(sync);
    const onOnline = () => {
      for (const d of readOutbox(userId)) if (d.due_at <= Date.now()) attempt(d.reply_id);
    };
    window.addEventListener('online', onOnline);
    return () => {
      stopped = true;
      unsubscribe();
      window.removeEventListener('online', onOnline);
      for (const timer of timers.values()) window.clearTimeout(timer);
      // Signed out (or another user): their countdown is not this user's to undo. The decisions
      // stay in their outbox and go out at their next sign-in in this browser.
      latest.current.clear();
      clearUndoable();
      forgetLearnedRules();
    };
  }, [userId, queryClient]);

  // Undo takes back the latest decision, unless its send has started (the server may have it).
  useEffect(() => {
    if (!userId) return;
    setRestoreHandler(() => {
      const replyId = popUndoable();
      if (!replyId) return;
      const before = readOutbox(userId).find((d) => d.reply_id === replyId);
      const taken = removeDecision(userId, replyId, { unlessSending: true });
      forgetOffline(replyId);
      if (taken) announceReturned(taken);
      else
        toast({
          title: REPLIES_COPY.alreadySent,
          description: toastDescription(before ?? {}, REPLIES_COPY.alreadySentBody),
        });
    });
    return () => setRestoreHandler(null);
  }, [userId, setRestoreHandler]);
}
