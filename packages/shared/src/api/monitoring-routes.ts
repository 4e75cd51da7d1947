import type { TApiRoute } from './contract';
import type { ZMonitorStatus, ZMonitorTriggerAnswer } from './monitoring';

/**
 * The routes of monitoring as both ends call them, without zod: the web bundles these and types its
 * calls from their schemas' types; ./contracts pairs each with the schemas the server checks.
 */
export const triggerMonitorRunRoute = {
  method: 'post',
  path: '/monitor/trigger',
  types: {} as { answer: typeof ZMonitorTriggerAnswer },
} as const satisfies TApiRoute;

export const getMonitorStatusRoute = {
  method: 'get',
  path: '/monitor/status/:id',
  types: {} as { answer: typeof ZMonitorStatus },
} as const satisfies TApiRoute;

/** Asks the run to stop: answered with the run as it stands (a queued one has already ended). */
export const stopMonitorRunRoute = {
  method: 'post',
  path: '/monitor/stop/:id',
  types: {} as { answer: typeof ZMonitorStatus },
} as const satisfies TApiRoute;
