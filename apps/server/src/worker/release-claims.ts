import { and, eq } from 'drizzle-orm';
import { replyOutcomes } from '../db/schema/analytics';
import { monitorRuns } from '../db/schema/monitoring';
import { replies } from '../db/schema/replies';
import { RUN_LEASE_MS } from '../modules/monitoring/monitor-limits';
import { OUTCOME_LEASE_MS } from '../modules/analytics/read-outcomes';
import { PUBLISH_LEASE_MS } from '../modules/publishing/claim';
import type { TReleaseClaims } from './worker';

const after = (now: Date, ms: number) => new Date(now.getTime() + ms);

/**
 * What a stopping worker gives back (worker.ts calls it for each batch in flight). A batch's claims
 * are recognised by their lease: every claim of a batch sets `lease_until` to the batch's `now`
 * plus the job's lease, and whatever the batch starts on changes it (a publish renews its lease
 * right before posting; a monitoring run renews it with every progress write; a reading clears
 * it). So a row still holding exactly that lease is claimed and not started, and giving it back is
 * safe: each later write of the batch is conditional on the claim (status, publish_attempts or
 * attempts, lease) and finds it gone. Rows the batch started are never touched here: they finish
 * within the grace, or their lease runs out as after a crash (the next publish claim reads the
 * account's posts before posting again).
 *
 * - publish-due, at once: claimed replies not yet started go back to 'scheduled' (the batch then
 *   skips them as taken over and ends sooner). The attempt the claim counted stays counted: it is
 *   the fencing token, so the next claim reads the account's posts once before posting.
 * - monitor-runs, when abandoning: a run claimed and not started goes back to QUEUED.
 * - read-outcomes, when abandoning: readings claimed and not stored lose their lease.
 */
export const releaseUnstartedClaims: TReleaseClaims = async (ctx, batch, abandoning) => {
  const { db } = ctx;
  if (batch.job === 'publish-due') {
    const released = await db
      .update(replies)
      // publish_attempts stays as the claim counted it: it is the fencing token, never taken back.
      .set({ status: 'scheduled', leaseUntil: null })
      .where(
        and(
          eq(replies.status, 'publishing'),
          eq(replies.leaseUntil, after(batch.now, PUBLISH_LEASE_MS)),
          eq(replies.updatedAt, batch.now),
        ),
      )
      .returning({ id: replies.id });
    return released.length;
  }
  if (!abandoning) return 0;
  if (batch.job === 'monitor-runs') {
    const released = await db
      .update(monitorRuns)
      // attempts stays: it fences the run's writes, so the batch still going here cannot write.
      .set({ status: 'QUEUED', leaseUntil: null })
      .where(
        and(eq(monitorRuns.status, 'RUNNING'), eq(monitorRuns.leaseUntil, after(batch.now, RUN_LEASE_MS))),
      )
      .returning({ id: monitorRuns.id });
    return released.length;
  }
  if (batch.job === 'read-outcomes') {
    const released = await db
      .update(replyOutcomes)
      .set({ leaseUntil: null })
      .where(eq(replyOutcomes.leaseUntil, after(batch.now, OUTCOME_LEASE_MS)))
      .returning({ replyId: replyOutcomes.replyId });
    return released.length;
  }
  return 0;
};
