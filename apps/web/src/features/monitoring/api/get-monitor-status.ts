import type { TMonitorStatus } from '@gatling/shared/api/monitoring';
import { getMonitorStatusRoute } from '@gatling/shared/api/monitoring-routes';
import { callApi } from '@/lib/api-client';

/** GET /monitor/status/{id}: the run's status, progress and counts. */
export function getMonitorStatus(runId: string, signal?: AbortSignal): Promise<TMonitorStatus> {
  return callApi(getMonitorStatusRoute, { params: { id: runId }, signal });
}
