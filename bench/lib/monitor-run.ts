// A monitoring run worked to its end in process, as P2 and P6 drive it: triggered through the
// route a browser uses, worked by the 'monitor-runs' job's own function, read back by its status route.
import type { TApp } from '../../apps/server/src/app';
import { runMonitorBatch } from '../../apps/server/src/modules/monitoring/run-monitor-batch';

type TRequest = TApp['app']['request'];

/** What GET /api/monitor/status/:id answers (the fields the benchmarks read). */
export type TRunStatus = {
  status: string;
  is_complete: boolean;
  error_message: string | null;
  posts_found: number;
  posts_qualified: number;
  drafts_created: number;
};

/** POST /api/monitor/trigger, then the job until nothing is left to claim; answers the run's id. */
export async function triggerAndWork(
  request: TRequest,
  services: TApp['services'],
  bearer: { authorization: string },
): Promise<string> {
  const trigger = await request('/api/monitor/trigger', {
    method: 'POST',
    headers: { ...bearer, 'content-type': 'application/json' },
    body: '{}',
  });
  if (!trigger.ok) throw new Error(`trigger answered ${trigger.status}: ${await trigger.text()}`);
  const { monitor_run_id: runId } = (await trigger.json()) as { monitor_run_id: string };
  while ((await runMonitorBatch(services, new Date())) > 0);
  return runId;
}

/** The ended run's status; a run that did not complete stops the benchmark, named as `which`. */
export async function completedRun(
  request: TRequest,
  bearer: { authorization: string },
  runId: string,
  which: string,
): Promise<TRunStatus> {
  const status = (await (
    await request(`/api/monitor/status/${runId}`, { headers: bearer })
  ).json()) as TRunStatus;
  if (status.status !== 'COMPLETED') {
    throw new Error(`${which} ended ${status.status}: ${status.error_message ?? 'no detail'}`);
  }
  return status;
}
