import type { TJobContext } from '../../context';
import { DATABASE_POOL_SIZE } from '../../db/client';
import { claimDueReplies, claimOf, settleClaim, type TReplyRow } from './claim';
import { holdOverDailyCap } from './daily-cap';
import { retryDelayMs } from './publish-decision';
import { retryDetail, unconfirmedDetail } from './publish-messages';
import { failedPatch, retryPatch } from './publish-patches';
import { openBatchAccess, type TBatchAccess } from '../connections/open-platform-access';
import { publishClaimedReply, type TPublishOutcome } from './publish-reply';
import { callsPlatform, holdPaused, pausingAccess } from './rate-limit-pause';

/**
 * Rows one batch claims: small enough that every one is handled well within its lease (a user's
 * rows wait their turn in the batch, and the lease is renewed only right before each is posted),
 * large enough that claiming, reading the users' connections and the batch's last, lone replies
 * are a small part of it.
 */
export const PUBLISH_BATCH_SIZE = 40;
/**
 * Users whose replies one batch posts at the same time. A user's own replies go one after another,
 * in their order (their spacing and the platform's per-user limits are the user's); different
 * users' do not wait for each other, since the work is mostly waiting on the platform and the
 * database. Each holds at most one pooled connection at a time (no transaction is held across a
 * platform call), and leaves the pool room for the process's other jobs.
 */
export const PUBLISH_USERS_AT_ONCE = Math.min(8, DATABASE_POOL_SIZE - 2);

/** `now` advanced by the real time that passed since the batch began (tests pass a `now` of their own). */
export function clockFrom(now: Date): () => Date {
  const started = Date.now();
  return () => new Date(now.getTime() + (Date.now() - started));
}

/**
 * Job 'publish-due': claims a bounded batch of due replies and publishes them, each user's one by
 * one and up to PUBLISH_USERS_AT_ONCE users side by side; answers how many it claimed (the worker
 * runs again at once while that is more than zero). Bluesky replies past the daily cap move to the
 * next day (daily-cap.ts); a rate limit pauses the user's account on that network (rate-limit-pause.ts).
 */
export async function publishDueBatch(ctx: TJobContext, now: Date): Promise<number> {
  const results = await publishDue(ctx, now);
  // A reply out is a reply whose figures will be read (at once where the first reading is at 0).
  // The outcome job is woken once the due replies are out (a batch that was not full), not after
  // every batch of a backlog: each wake-up reads every recently published reply again. The nudge
  // owed meanwhile is kept by this process's job signal.
  if (results.some((r) => r.outcome === 'published')) ctx.jobs.defer('read-outcomes');
  if (results.length < PUBLISH_BATCH_SIZE) ctx.jobs.release('read-outcomes');
  return results.length;
}

/** The same, answering what became of each claimed row (for tests and logs). */
export async function publishDue(
  ctx: TJobContext,
  now: Date,
): Promise<{ id: string; outcome: TPublishOutcome | 'error' }[]> {
  const clock = clockFrom(now);
  const claimed = await claimDueReplies(ctx.db, now, PUBLISH_BATCH_SIZE);
  if (claimed.length === 0) return [];
  // Bluesky replies past the user's daily cap wait for the next day: they are not published now.
  const held = await holdOverDailyCap(ctx, claimed, now);
  const pauses = pausingAccess(ctx, openBatchAccess(ctx, claimed), clock);
  const results: { id: string; outcome: TPublishOutcome | 'error' }[] = claimed.map((row) => ({
    id: row.id,
    outcome: held.get(row.id) ?? 'error',
  }));
  const byUser = new Map<string, number[]>();
  claimed.forEach((row, i) => {
    if (!held.has(row.id)) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), i]);
  });
  const queues = [...byUser.values()];
  const publishAt = async (row: TReplyRow): Promise<TPublishOutcome | 'error'> => {
    // The account met a rate limit on this network earlier in the batch: no call until it lifts.
    const until = callsPlatform(row) ? pauses.until(row.userId, row.platform, clock()) : null;
    if (until) return holdPaused(ctx, row, until, clock()).catch(() => 'error' as const);
    return publishOne(ctx, row, clock, pauses.access);
  };
  const lane = async () => {
    for (let queue = queues.shift(); queue; queue = queues.shift()) {
      for (const i of queue) results[i] = { id: claimed[i]!.id, outcome: await publishAt(claimed[i]!) };
    }
  };
  await Promise.all(Array.from({ length: Math.min(PUBLISH_USERS_AT_ONCE, queues.length) }, lane));
  return results;
}

/** Publishes one claimed row; a failure of ours (not the platform's) is retried like an unknown outcome. */
async function publishOne(
  ctx: TJobContext,
  row: Parameters<typeof claimOf>[0],
  clock: () => Date,
  access: TBatchAccess,
): Promise<TPublishOutcome | 'error'> {
  const claim = claimOf(row);
  try {
    const outcome = await publishClaimedReply(ctx, row, clock, claim, access);
    if (outcome === 'lost') ctx.logger.warn({ reply_id: row.id }, 'publish claim was taken over');
    return outcome;
  } catch (err) {
    // A bug or the database failing, not the platform: the row is retried like an unknown outcome
    // (the next claim looks before posting); if even this write fails, its lease runs out instead.
    ctx.logger.error({ err, reply_id: row.id, user_id: row.userId }, 'publishing a reply failed');
    const at = new Date(clock().getTime() + retryDelayMs(claim.attempts));
    const patch =
      claim.attempts < ctx.config.PUBLISH_MAX_ATTEMPTS
        ? retryPatch({
            kind: 'retry',
            at,
            refund: false,
            detail: retryDetail(claim.attempts, 'an internal error'),
          })
        : failedPatch(unconfirmedDetail(claim.attempts, 'an internal error'));
    await settleClaim(ctx.db, claim, patch, clock()).catch(() => false);
    return 'error';
  }
}
