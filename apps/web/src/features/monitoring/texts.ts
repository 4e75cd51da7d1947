import type { TMonitorRunStatus } from '@gatling/shared/api/monitoring';

/** Wording of a monitor run (the product fixes none of it). */
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

/** "Check for new posts" (the empty review stack's action on /replies). */
export const CHECK_FOR_POSTS_COPY = {
  check: 'Check for new posts',
  checking: 'Checking for new posts…',
  progressLabel: 'Monitoring progress',
  found: (posts: number, drafts: number) =>
    `${posts} ${posts === 1 ? 'post' : 'posts'} read, ${drafts} ${drafts === 1 ? 'draft' : 'drafts'} added`,
  none: 'No new posts to reply to yet. Try again later, or add keywords and core users.',
  /** A run finished moments before is answered instead of a new one. */
  lastChecked: (seconds: number) => `Checked ${seconds} ${seconds === 1 ? 'second' : 'seconds'} ago:`,
  failed: 'Monitoring failed',
  triggerFailed: 'Could not start monitoring',
  /** A run the user stopped: what it did before, and that nothing it left is lost. */
  stopped: (posts: number, drafts: number) =>
    `You stopped the check: ${posts} ${posts === 1 ? 'post' : 'posts'} read, ${drafts} ${drafts === 1 ? 'draft' : 'drafts'} added. The next check reads the posts it did not draft again.`,
} as const;

/** Stopping a run (a model that hangs would keep it going until its timeout). */
export const STOP_RUN_COPY = {
  stop: 'Stop',
  stopping: 'Stopping…',
  failed: 'Could not stop the run. Please try again.',
} as const;

/** The run's posts that got no draft (decision 0046). */
export const SKIPPED_POSTS_COPY = {
  summary: (n: number) => `Skipped ${n} ${n === 1 ? 'post' : 'posts'}`,
  /** Read before each reason by screen readers. */
  reasonLabel: 'Why:',
} as const;
