import type { TMonitorStatus } from '@gatling/shared/api/monitoring';
import { stopMonitorRunRoute } from '@gatling/shared/api/monitoring-routes';
import { callApi } from '@/lib/api-client';

/**
 * POST /monitor/stop/{id}: asks the run to stop. It ends COMPLETED (`stopped`) with the drafts made
 * so far; the run being followed learns it from its next status read, like any other end.
 */
export function stopMonitorRun(runId: string): Promise<TMonitorStatus> {
  return callApi(stopMonitorRunRoute, { params: { id: runId } });
}
