import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { monitorRuns } from '../../db/schema/monitoring';
import type { TLogger } from '../../lib/logger';
import type { TRunRow } from './run-row';

/** What the user reads about stopping a run. */
export const STOP_TEXT = {
  /** The reason of each post a stopped run had chosen and not drafted. */
  skipped: 'Not drafted: you stopped the run. The next run tries this post again.',
  /** 409: the run ended before the request came. */
  finished: 'This run has already finished, so there is nothing to stop.',
} as const;

/**
 * How often the worker holding a run reads whether the user asked to stop it. The request is a
 * column because the API and the worker may be separate processes on one PostgreSQL: one read by
 * primary key a second notices it within a second, also in the middle of a model call that would
 * otherwise hang until its timeout.
 */
export const STOP_CHECK_MS = 1_000;

export type TStopWatch = {
  /** Aborted once the user asked to stop the run: the model calls made with it end at once. */
  signal: AbortSignal;
  /** Stops watching; resolves once a read under way has settled. */
  dispose: () => Promise<void>;
};

const stopReason = () => new DOMException('The user stopped the monitoring run', 'AbortError');

/**
 * Watches a claimed run for the user's stop request (stop_requested_at) while it runs. A run
 * claimed with the request already set (taken over after a crash) is stopped from the start.
 */
export function watchForStop(
  db: TDb,
  logger: Pick<TLogger, 'warn'>,
  run: TRunRow,
  everyMs = STOP_CHECK_MS,
): TStopWatch {
  const controller = new AbortController();
  if (run.stopRequestedAt) controller.abort(stopReason());
  let reading: Promise<void> | null = null;
  const read = async () => {
    try {
      const [row] = await db
        .select({ at: monitorRuns.stopRequestedAt })
        .from(monitorRuns)
        .where(and(eq(monitorRuns.id, run.id), eq(monitorRuns.userId, run.userId)));
      if (row?.at) controller.abort(stopReason());
    } catch (err) {
      // The next tick reads again; the run itself is not this read's to fail.
      logger.warn({ err, run_id: run.id }, 'could not read whether the monitor run was stopped');
    }
  };
  const timer = setInterval(() => {
    if (reading || controller.signal.aborted) return;
    reading = read().finally(() => (reading = null));
  }, everyMs);
  return {
    signal: controller.signal,
    dispose: async () => {
      clearInterval(timer);
      await reading;
    },
  };
}
