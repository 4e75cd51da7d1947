import { and, asc, eq, lt, or, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { monitorRuns } from '../../db/schema/monitoring';
import { MONITOR_DETAIL } from './monitor-details';
import { PROGRESS, RUN_LEASE_MS, RUN_MAX_ATTEMPTS } from './monitor-limits';
import { announceRun, type TRunRow } from './run-row';

export type TClaim = { kind: 'claimed'; run: TRunRow } | { kind: 'gave-up'; run: TRunRow };

/**
 * Takes the oldest queued run (manual ones first), or a running one whose lease ran out (its worker died), and holds it
 * with a lease: FOR UPDATE SKIP LOCKED lets any number of workers claim side by side. A user's run
 * is not claimed while another of theirs is held. A run claimed RUN_MAX_ATTEMPTS times is failed.
 */
export async function claimRun(db: TDb, now: Date): Promise<TClaim | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(monitorRuns)
      .where(
        and(
          or(
            eq(monitorRuns.status, 'QUEUED'),
            and(eq(monitorRuns.status, 'RUNNING'), lt(monitorRuns.leaseUntil, now)),
          ),
          sql`not exists (select 1 from monitor_runs held where held.user_id = ${monitorRuns.userId}
            and held.id <> ${monitorRuns.id} and held.status = 'RUNNING' and held.lease_until >= ${now})`,
        ),
      )
      // A user waiting on the screen (onboarding, the button) goes before the periodic runs.
      .orderBy(sql`${monitorRuns.trigger} = 'manual' desc`, asc(monitorRuns.createdAt), asc(monitorRuns.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return null;

    if (row.attempts >= RUN_MAX_ATTEMPTS) {
      const [failed] = await tx
        .update(monitorRuns)
        .set({
          status: 'FAILED',
          errorMessage: MONITOR_DETAIL.interrupted,
          finishedAt: now,
          leaseUntil: null,
        })
        .where(and(eq(monitorRuns.id, row.id), eq(monitorRuns.userId, row.userId)))
        .returning();
      if (!failed) return null;
      await announceRun(tx as unknown as TDb, failed, failed);
      return { kind: 'gave-up', run: failed };
    }
    const [claimed] = await tx
      .update(monitorRuns)
      .set({
        status: 'RUNNING',
        attempts: row.attempts + 1,
        leaseUntil: new Date(now.getTime() + RUN_LEASE_MS),
        startedAt: row.startedAt ?? now,
        progress: Math.max(row.progress, PROGRESS.claimed),
      })
      .where(and(eq(monitorRuns.id, row.id), eq(monitorRuns.userId, row.userId)))
      .returning();
    if (!claimed) return null;
    await announceRun(tx as unknown as TDb, claimed, claimed);
    return { kind: 'claimed', run: claimed };
  });
}
