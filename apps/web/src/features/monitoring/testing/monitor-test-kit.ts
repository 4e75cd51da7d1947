import type { TMonitorStatus } from '@gatling/shared/api/monitoring';
import { json } from '@/test/fake-api';

export const RUN_ID = 'run-1';
export const STATUS_PATH = `/api/monitor/status/${RUN_ID}`;
export const STOP_PATH = `/api/monitor/stop/${RUN_ID}`;

/** A monitor run's status as the server answers it. */
export function monitorStatus(overrides: Partial<TMonitorStatus> = {}): TMonitorStatus {
  const status = overrides.status ?? 'RUNNING';
  return {
    monitor_run_id: RUN_ID,
    status,
    progress: 0,
    is_complete: status === 'COMPLETED' || status === 'FAILED',
    error_message: null,
    posts_found: 0,
    posts_qualified: 0,
    drafts_created: 0,
    skipped: [],
    stopped: false,
    created_at: '2026-03-01T10:00:00.000Z',
    finished_at: null,
    ...overrides,
  };
}

/** Answers each status poll with the next status; the last one repeats. */
export function statusSequence(...runs: TMonitorStatus[]) {
  let i = 0;
  return () => json(runs[Math.min(i++, runs.length - 1)]);
}

/** The trigger answer of a new run. */
export const triggered = () => json({ monitor_run_id: RUN_ID }, 202);

export { signedInServer } from '@/test/signed-in-server';
