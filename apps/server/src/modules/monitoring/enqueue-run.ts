import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { monitorRuns } from '../../db/schema/monitoring';
import type { TRunRow } from './run-row';

export type TEnqueueOptions = {
  trigger: 'manual' | 'schedule';
  now: Date;
  /**
   * A run that COMPLETED after this is answered instead of queueing another (manual cooldown); not
   * one the user stopped, which left posts to read again.
   */
  completedAfter?: Date;
  /** Nothing is queued when the user has any run created after this (the schedule's interval). */
  createdAfter?: Date;
};

/**
 * Queues a monitoring run for the user unless one is already queued or running (that one is
 * answered). The check and the insert hold a per-user transaction lock, so a button press and the
 * schedule racing each other still make one open run. `run` is null only when `createdAfter` skips.
 */
export async function enqueueRun(
  db: TDb,
  userId: string,
  options: TEnqueueOptions,
): Promise<{ run: TRunRow | null; created: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`monitor-run:${userId}`}, 0))`);
    const [open] = await tx
      .select()
      .from(monitorRuns)
      .where(and(eq(monitorRuns.userId, userId), inArray(monitorRuns.status, ['QUEUED', 'RUNNING'])))
      .orderBy(asc(monitorRuns.createdAt))
      .limit(1);
    if (open) return { run: open, created: false };
    if (options.completedAfter) {
      const [recent] = await tx
        .select()
        .from(monitorRuns)
        .where(
          and(
            eq(monitorRuns.userId, userId),
            eq(monitorRuns.status, 'COMPLETED'),
            gt(monitorRuns.finishedAt, options.completedAfter),
            isNull(monitorRuns.stopRequestedAt),
          ),
        )
        .orderBy(desc(monitorRuns.finishedAt))
        .limit(1);
      if (recent) return { run: recent, created: false };
    }
    if (options.createdAfter) {
      const [recent] = await tx
        .select({ id: monitorRuns.id })
        .from(monitorRuns)
        .where(and(eq(monitorRuns.userId, userId), gt(monitorRuns.createdAt, options.createdAfter)))
        .limit(1);
      if (recent) return { run: null, created: false };
    }
    const [run] = await tx
      .insert(monitorRuns)
      .values({ userId, trigger: options.trigger, createdAt: options.now })
      .returning();
    if (!run) throw new Error('the monitor run was not inserted');
    return { run, created: true };
  });
}
