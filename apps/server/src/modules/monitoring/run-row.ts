import { and, eq, sql } from 'drizzle-orm';
import type { TMonitorStatus } from '@gatling/shared/api/monitoring';
import type { TDb } from '../../db/client';
import { monitorRuns } from '../../db/schema/monitoring';
import { publishEvent } from '../../event-log/publish-event';
import { RUN_LEASE_MS } from './monitor-limits';

export type TRunRow = typeof monitorRuns.$inferSelect;
type TRunChanges = Partial<
  Pick<
    TRunRow,
    | 'progress'
    | 'postsFound'
    | 'postsQualified'
    | 'draftsCreated'
    | 'skipped'
    | 'status'
    | 'errorMessage'
    | 'finishedAt'
  >
>;

export function toMonitorStatus(row: TRunRow): TMonitorStatus {
  return {
    monitor_run_id: row.id,
    status: row.status,
    progress: row.progress,
    is_complete: row.status === 'COMPLETED' || row.status === 'FAILED',
    error_message: row.errorMessage,
    posts_found: row.postsFound,
    posts_qualified: row.postsQualified,
    drafts_created: row.draftsCreated,
    skipped: row.skipped,
    stopped: row.status === 'COMPLETED' && row.stopRequestedAt !== null,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

/** Another worker took the run over (this one's lease ran out): stop without touching it. */
export class LeaseLostError extends Error {
  constructor(runId: string) {
    super(`monitor run ${runId} was taken over by another worker`);
    this.name = 'LeaseLostError';
  }
}

/** The claim this worker holds: the run as claimed (its attempt number fences every write). */
export function ownedBy(run: TRunRow) {
  return and(
    eq(monitorRuns.id, run.id),
    eq(monitorRuns.userId, run.userId),
    eq(monitorRuns.status, 'RUNNING'),
    eq(monitorRuns.attempts, run.attempts),
  );
}

/** Progress announced to the user per run (the claimed row object), so small steps do not each make an event. */
const announced = new WeakMap<TRunRow, number>();
/** Points of progress between two monitor.progress events (the run's end is always announced). */
export const PROGRESS_EVENT_STEP = 5;

/**
 * Announces a run's state to the user's live updates, in the transaction that wrote it: the end
 * always, progress when it moved at least PROGRESS_EVENT_STEP since the last announcement.
 */
export async function announceRun(tx: TDb, claimed: TRunRow, row: TRunRow): Promise<void> {
  if (row.status === 'COMPLETED' || row.status === 'FAILED') {
    await publishEvent(tx, row.userId, {
      type: 'monitor.finished',
      monitor_run_id: row.id,
      status: row.status,
      drafts_created: row.draftsCreated,
      error_message: row.errorMessage,
    });
    return;
  }
  const last = announced.get(claimed);
  if (last !== undefined && row.progress - last < PROGRESS_EVENT_STEP) return;
  announced.set(claimed, row.progress);
  await publishEvent(tx, row.userId, {
    type: 'monitor.progress',
    monitor_run_id: row.id,
    status: row.status,
    progress: row.progress,
  });
}

/**
 * Writes a claimed run's progress and renews its lease, announcing it in the same commit. Throws
 * LeaseLostError when the run is no longer this worker's (taken over after a lease ran out), so a
 * slow worker never overwrites.
 */
export async function updateOwnedRun(db: TDb, run: TRunRow, now: Date, changes: TRunChanges): Promise<void> {
  const done = changes.status === 'COMPLETED' || changes.status === 'FAILED';
  const { progress, ...rest } = changes;
  await db.transaction(async (txn) => {
    const tx = txn as unknown as TDb;
    const [row] = await tx
      .update(monitorRuns)
      .set({
        ...rest,
        // Never backwards: a run taken over after a crash starts its stages again.
        ...(progress === undefined ? {} : { progress: sql`greatest(${monitorRuns.progress}, ${progress})` }),
        leaseUntil: done ? null : new Date(now.getTime() + RUN_LEASE_MS),
      })
      .where(ownedBy(run))
      .returning();
    if (!row) throw new LeaseLostError(run.id);
    if (progress !== undefined || changes.status !== undefined) await announceRun(tx, run, row);
  });
}

/** Ends a claimed run as FAILED with what the user should read; what it already drafted stays. */
export function failOwnedRun(db: TDb, run: TRunRow, now: Date, errorMessage: string): Promise<void> {
  return updateOwnedRun(db, run, now, { status: 'FAILED', errorMessage, finishedAt: now });
}
