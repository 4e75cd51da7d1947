import type { TMonitorRunStatus } from '@gatling/shared/api/monitor';

/** Wording of a monitor run that the spec leaves open. */
export const MONITOR_COPY = {
  progressLabel: 'Finding posts for you',
  phase: {
    starting: 'Starting…',
    QUEUED: 'Waiting for a free worker…',
    RUNNING: 'Finding posts for you…',
    COMPLETED: 'Done',
    FAILED: 'Stopped',
  } satisfies Record<TMonitorRunStatus | 'starting', string>,
  counts: {
    found: (n: number) => `${n} ${n === 1 ? 'post' : 'posts'} read`,
    qualified: (n: number) => `${n} worth a reply`,
    drafts: (n: number) => `${n} ${n === 1 ? 'draft' : 'drafts'} written`,
  },
} as const;
