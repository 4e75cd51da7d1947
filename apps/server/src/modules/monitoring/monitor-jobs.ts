import type { TJobDefinition } from '../../context';
import { runMonitorBatch } from './run-monitor-batch';
import { queueScheduledRuns } from './schedule-runs';

/** The monitoring jobs: running queued runs, and queueing the periodic ones. */
export const MONITOR_JOBS: TJobDefinition[] = [
  // Nudged by the trigger in this process; the interval is how soon a run queued by another
  // process (WORKER=off API) or abandoned by a dead worker is picked up.
  { name: 'monitor-runs', intervalMs: 5_000, run: runMonitorBatch },
  { name: 'monitor-schedule', intervalMs: 60_000, run: queueScheduledRuns },
];
