import { ZMonitorTriggerAnswer } from '@gatling/shared/api/monitor';
import { apiRequest } from '@/lib/api-client';

/** POST /monitor/trigger: a new monitor run, or the user's run already queued or running. */
export function triggerMonitor() {
  return apiRequest('/monitor/trigger', ZMonitorTriggerAnswer, { method: 'POST' });
}
