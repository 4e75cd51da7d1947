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
