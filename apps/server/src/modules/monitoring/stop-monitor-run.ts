import { and, eq } from 'drizzle-orm';
import type { TMonitorStatus } from '@gatling/shared/api/monitoring';
import type { TDb } from '../../db/client';
import { monitorRuns } from '../../db/schema/monitoring';
import { AppError } from '../../errors';
import { isUuid } from '../../lib/uuid';
import { MONITOR_DETAIL } from './monitor-details';
import { PROGRESS } from './monitor-limits';
import { announceRun, toMonitorStatus } from './run-row';
import { STOP_TEXT } from './run-stop';

/**
 * POST /monitor/stop/{id}: the user's request to stop one of their runs. A queued run ends here,
 * COMPLETED with nothing read; a running one is marked, and the worker holding it (in whatever
 * process) ends it within a second or so (run-stop.ts), keeping the drafts made so far. Answers
 * the run as it stands; asking twice is the same request. Someone else's run (or not an id) is a
 * 404, a run that already ended a 409.
 */
export async function stopMonitorRun(
  db: TDb,
  userId: string,
  runId: string,
  now = new Date(),
): Promise<TMonitorStatus> {
  if (!isUuid(runId)) throw new AppError('NOT_FOUND', MONITOR_DETAIL.runNotFound);
  return db.transaction(async (txn) => {
    const tx = txn as unknown as TDb;
    const mine = and(eq(monitorRuns.id, runId), eq(monitorRuns.userId, userId));
    // Locked: a worker claiming it meanwhile (SKIP LOCKED) passes it by, one already holding it
    // commits first and this reads the run as it left it.
    const [row] = await tx.select().from(monitorRuns).where(mine).for('update');
    if (!row) throw new AppError('NOT_FOUND', MONITOR_DETAIL.runNotFound);
    if (row.status === 'COMPLETED' || row.status === 'FAILED') {
      throw new AppError('CONFLICT', STOP_TEXT.finished);
    }
    const queued = row.status === 'QUEUED';
    const [stopped] = await tx
      .update(monitorRuns)
      .set({
        stopRequestedAt: row.stopRequestedAt ?? now,
        ...(queued
          ? { status: 'COMPLETED' as const, progress: PROGRESS.done, finishedAt: now, leaseUntil: null }
          : {}),
      })
      .where(mine)
      .returning();
    if (!stopped) throw new AppError('NOT_FOUND', MONITOR_DETAIL.runNotFound);
    // The worker announces the end of a running run; nobody else would announce this one's.
    if (queued) await announceRun(tx, stopped, stopped);
    return toMonitorStatus(stopped);
  });
}
