import type { TApiContract } from './contract';
import { ZMonitorStatus, ZMonitorTriggerAnswer } from './monitoring';

export const triggerMonitorRunRoute = {
  method: 'post',
  path: '/monitor/trigger',
  answer: ZMonitorTriggerAnswer,
} as const satisfies TApiContract;

export const getMonitorStatusRoute = {
  method: 'get',
  path: '/monitor/status/:id',
  answer: ZMonitorStatus,
} as const satisfies TApiContract;

/** Asks the run to stop: answered with the run as it stands (a queued one has already ended). */
export const stopMonitorRunRoute = {
  method: 'post',
  path: '/monitor/stop/:id',
  answer: ZMonitorStatus,
} as const satisfies TApiContract;
