import { AUTH_JOBS } from '../auth/auth-jobs';
import { ANALYTICS_JOBS } from '../modules/analytics/analytics-jobs';
import { CONVERSATION_JOBS } from '../modules/conversations/conversation-jobs';
import { EVENT_JOBS } from '../modules/live-updates/event-jobs';
import { MONITOR_JOBS } from '../modules/monitoring/monitor-jobs';
import { PUBLISH_JOBS } from '../modules/publishing/publish-jobs';
import type { TJobDefinition } from '../context';

/** Every background job the worker runs. */
export const ALL_JOBS: TJobDefinition[] = [
  ...MONITOR_JOBS,
  ...PUBLISH_JOBS,
  ...EVENT_JOBS,
  ...AUTH_JOBS,
  ...ANALYTICS_JOBS,
  ...CONVERSATION_JOBS,
];
