import { ZMonitorStatus } from '@gatling/shared/api/monitor';
import { apiRequest } from '@/lib/api-client';

/** GET /monitor/status/{id}: polled every 2 s until is_complete. */
export function getMonitorStatus(runId: string, signal?: AbortSignal) {
  return apiRequest(`/monitor/status/${encodeURIComponent(runId)}`, ZMonitorStatus, { signal });
}
