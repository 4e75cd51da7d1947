import { ZMonitorStatus, type TMonitorStatus } from '@gatling/shared/api/monitoring';
import { apiRequest } from '@/lib/api-client';

/** GET /monitor/status/{id}: the run's status, progress and counts. */
export function getMonitorStatus(runId: string, signal?: AbortSignal): Promise<TMonitorStatus> {
  return apiRequest(`/monitor/status/${encodeURIComponent(runId)}`, ZMonitorStatus, { signal });
}
