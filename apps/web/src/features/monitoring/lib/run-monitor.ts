import type { TMonitorStatus } from '@gatling/shared/api/monitoring';
import { TIMINGS } from '@gatling/shared/spec';
import { ApiError } from '@/lib/api-error';
import { getMonitorStatus } from '../api/get-monitor-status';
import { triggerMonitorRun } from '../api/trigger-monitor-run';

/** A run that ended FAILED (docs/product/states.md#monitor-run: a FAILED status carries error_message). */
export class MonitorRunFailedError extends Error {
  constructor(readonly run: TMonitorStatus) {
    super(run.error_message ?? 'Monitoring failed');
    this.name = 'MonitorRunFailedError';
  }
}

/**
 * A status poll that got no answer, or a 5xx, is tried again at the next tick rather than failing
 * a run that is still going on the server; this many in a row gives up.
 */
export const MAX_POLL_FAILURES_IN_A_ROW = 3;

const transient = (error: unknown) =>
  error instanceof ApiError && (error.status === 0 || error.status >= 500);

export function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const timer = window.setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      window.clearTimeout(timer);
      reject(signal.reason as Error);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

type TOptions = {
  signal: AbortSignal;
  onStatus: (run: TMonitorStatus) => void;
  /** Called once the trigger has answered with the run's id (before the first poll). */
  onTriggered?: (runId: string) => void;
  /**
   * Waits until the status is worth reading again; by default the 2 s poll (docs/product/limits.md#timings).
   * With the live stream up, the caller resolves it when an event about the run arrives instead.
   */
  nextTick?: (runId: string, signal: AbortSignal) => Promise<void>;
};

const pollTick = (_runId: string, signal: AbortSignal) => wait(TIMINGS.monitorPollMs, signal);

/**
 * Triggers a monitor run (docs/product/states.md#onboarding), then polls its status (at once, then every 2 s)
 * until is_complete. Resolves with the COMPLETED run; rejects with MonitorRunFailedError for a FAILED one,
 * the ApiError of a refused trigger, or the signal's reason when aborted.
 */
export async function runMonitor({
  signal,
  onStatus,
  onTriggered,
  nextTick = pollTick,
}: TOptions): Promise<TMonitorStatus> {
  const { monitor_run_id: runId } = await triggerMonitorRun(signal);
  signal.throwIfAborted();
  onTriggered?.(runId);
  let failures = 0;
  for (;;) {
    signal.throwIfAborted();
    try {
      const run = await getMonitorStatus(runId, signal);
      failures = 0;
      signal.throwIfAborted();
      onStatus(run);
      if (run.status === 'FAILED') throw new MonitorRunFailedError(run);
      if (run.is_complete) return run;
    } catch (error) {
      if (signal.aborted || !transient(error) || ++failures >= MAX_POLL_FAILURES_IN_A_ROW) throw error;
    }
    await nextTick(runId, signal);
  }
}

/** The rejection of a run stopped by its signal (the component went away). */
export function isAbortError(error: unknown): boolean {
  // By name: the DOMException of the environment's AbortController need not be the global one.
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}
