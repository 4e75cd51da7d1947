import type { TMonitorTriggerAnswer } from '@gatling/shared/api/monitoring';
import { triggerMonitorRunRoute } from '@gatling/shared/api/monitoring-routes';
import { callApi } from '@/lib/api-client';

/**
 * POST /monitor/trigger: starts a run, or answers the user's run already queued or running (so a
 * retry resumes it instead of starting a second one).
 */
export function triggerMonitorRun(signal?: AbortSignal): Promise<TMonitorTriggerAnswer> {
  return callApi(triggerMonitorRunRoute, { signal });
}
