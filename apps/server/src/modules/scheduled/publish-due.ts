import type { TJobContext } from '../../context';
import { claimDueReplies, claimOf, settleClaim } from './claim';
import { retryDelayMs } from './publish-decision';
import { retryDetail, unconfirmedDetail } from './publish-messages';
import { failedPatch, retryPatch } from './publish-patches';
import { publishClaimedReply, type TPublishOutcome } from './publish-reply';

/** Rows one batch claims: small enough that every one is handled well within its lease. */
export const PUBLISH_BATCH_SIZE = 10;

/** `now` advanced by the real time that passed since the batch began (tests pass a `now` of their own). */
export function clockFrom(now: Date): () => Date {
  const started = Date.now();
  return () => new Date(now.getTime() + (Date.now() - started));
}

/**
 * Job 'publish-due': claims a bounded batch of due replies and publishes them one by one; answers
 * how many it claimed (the worker runs again at once while that is more than zero).
 */
export async function publishDueBatch(ctx: TJobContext, now: Date): Promise<number> {
  const results = await publishDue(ctx, now);
  // A reply out is a reply whose figures will be read (at once where the first reading is at 0).
  if (results.some((r) => r.outcome === 'published')) ctx.jobs.nudge('read-outcomes');
  return results.length;
}

/** The same, answering what became of each claimed row (for tests and logs). */
export async function publishDue(
  ctx: TJobContext,
  now: Date,
): Promise<{ id: string; outcome: TPublishOutcome | 'error' }[]> {
  const clock = clockFrom(now);
  const claimed = await claimDueReplies(ctx.db, now, PUBLISH_BATCH_SIZE);
  const results: { id: string; outcome: TPublishOutcome | 'error' }[] = [];
  for (const row of claimed) {
    const claim = claimOf(row);
    try {
      const outcome = await publishClaimedReply(ctx, row, clock, claim);
      results.push({ id: row.id, outcome });
      if (outcome === 'lost') ctx.logger.warn({ interaction_id: row.id }, 'publish claim was taken over');
    } catch (err) {
      // A bug or the database failing, not the platform: the row is retried like an unknown outcome
      // (the next claim looks before posting); if even this write fails, its lease runs out instead.
      ctx.logger.error({ err, interaction_id: row.id, user_id: row.userId }, 'publishing a reply failed');
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
      results.push({ id: row.id, outcome: 'error' });
    }
  }
  return results;
}
