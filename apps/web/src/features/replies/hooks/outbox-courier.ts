import type { QueryClient } from '@tanstack/react-query';
import type { TPendingReply } from '@gatling/shared/api/replies';
import { PENDING_KEY } from '../api/get-pending-replies';
import {
  claimDecision,
  readOutbox,
  releaseDecision,
  removeDecision,
  SENDING_LEASE_MS,
  type TDecision,
} from '../lib/outbox';
import { sendDecision, type TSendOutcome } from '../lib/send-decision';
import { announceOutcome } from './announce-outcome';
import type { TOutboxSignals } from './outbox-signals';

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

type TCourier = {
  userId: string;
  signals: TOutboxSignals;
  queryClient: QueryClient;
};

/** After a send: keeps the decision to try again later, or takes it out of the outbox (card back or off). */
function settle(
  { userId, signals, queryClient }: TCourier,
  decision: TDecision,
  outcome: TSendOutcome,
  tries: number,
) {
  const replyId = decision.reply_id;
  if (outcome.kind === 'retry') {
    const due = Date.now() + retryDelayMs(tries);
    releaseDecision(userId, replyId, PAGE_ID, { approved: outcome.approved, due_at: due });
    return;
  }
  signals.forgetOffline(replyId);
  removeDecision(userId, replyId);
  if (outcome.kind === 'refused') signals.announceReturned(decision);
  else {
    queryClient.setQueryData<TPendingReply[]>(PENDING_KEY, (list) => list?.filter((i) => i.id !== replyId));
  }
}

/**
 * Carries one user's decisions from the outbox to the server: a timer per decision waits for its
 * due time, then it goes under the lock; after a failure it may retry, it waits longer each time.
 */
export function startCourier(courier: TCourier) {
  const { userId } = courier;
  const timers = new Map<string, number>();
  const tries = new Map<string, number>();
  let stopped = false;

  const schedule = (replyId: string, at: number) => {
    window.clearTimeout(timers.get(replyId));
    timers.set(
      replyId,
      window.setTimeout(() => attempt(replyId), Math.max(0, at - Date.now())),
    );
  };

  const deliver = async (replyId: string, locked: boolean) => {
    const claimed = claimDecision(userId, replyId, PAGE_ID, Date.now(), { force: locked });
    if (!claimed) {
      // Another page is sending it: look again once its mark would have lapsed.
      const other = readOutbox(userId).find((d) => d.reply_id === replyId);
      if (other?.sending) schedule(replyId, other.sending.since + SENDING_LEASE_MS + 100);
      return;
    }
    const outcome = await sendDecision(claimed);
    const count = (tries.get(replyId) ?? 0) + 1;
    if (outcome.kind === 'retry') tries.set(replyId, count);
    else tries.delete(replyId);
    settle(courier, claimed, outcome, count);
    announceOutcome(claimed, outcome, count === 1);
  };

  const attempt = (replyId: string) => {
    timers.delete(replyId);
    if (stopped) return;
    // Offline: the `online` event sends it; nothing is tried in vain meanwhile.
    if (!navigator.onLine) {
      const decision = readOutbox(userId).find((d) => d.reply_id === replyId);
      if (decision) courier.signals.tellOffline(decision);
      return;
    }
    void withLock(`gatling:outbox:${userId}:${replyId}`, (locked) => deliver(replyId, locked));
  };

  return {
    /** Each decision waits for its due time; ones gone (sent, undone) lose their timer. */
    sync: () => {
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
    },
    /** Back online: every decision already due goes at once. */
    sendDue: () => {
      for (const d of readOutbox(userId)) if (d.due_at <= Date.now()) attempt(d.reply_id);
    },
    stop: () => {
      stopped = true;
      for (const timer of timers.values()) window.clearTimeout(timer);
    },
  };
}
