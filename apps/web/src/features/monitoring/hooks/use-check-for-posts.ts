import { useState } from 'react';
import type { TMonitorStatus } from '@gatling/shared/api/monitoring';
import { isAbortError } from '../lib/run-monitor';
import { useMonitorRun } from './use-monitor-run';

export type TCheck =
  | { phase: 'idle' }
  | { phase: 'checking' }
  /** `agoSeconds`: the server answered a run that had finished before the click (it runs at most once a minute). */
  | { phase: 'done'; run: TMonitorStatus; agoSeconds: number | null }
  | { phase: 'failed'; error: unknown };

export type TCheckForPosts = {
  check: TCheck;
  /** The latest status of the run under way (or the last one), or null before the first answer. */
  run: TMonitorStatus | null;
  /** Whether the trigger answered (a failure after it is the run's, not the start's). */
  triggered: boolean;
  /**
   * Runs monitoring (useMonitorRun: trigger, then follow the run until complete), then awaits
   * `onComplete` with the finished run (e.g. reloading the pending drafts) before "done".
   */
  start: (onComplete: (run: TMonitorStatus) => Promise<unknown>) => Promise<void>;
};

/**
 * A "Check for new posts" and its run, held by the screen rather than by the button: on /replies
 * the button sits in the empty review stack, which the run's first drafts replace while it still
 * goes on, and the run's end (its counts, what it skipped and why, or why it failed) must still
 * reach the screen. Leaving the screen stops following the run.
 */
export function useCheckForPosts(): TCheckForPosts {
  const monitor = useMonitorRun();
  const [check, setCheck] = useState<TCheck>({ phase: 'idle' });

  const start = async (onComplete: (run: TMonitorStatus) => Promise<unknown>) => {
    const clickedAt = Date.now();
    setCheck({ phase: 'checking' });
    try {
      const finished = await monitor.start();
      await onComplete(finished);
      const finishedAt = finished.finished_at ? Date.parse(finished.finished_at) : NaN;
      const agoSeconds =
        finishedAt < clickedAt ? Math.max(1, Math.round((clickedAt - finishedAt) / 1000)) : null;
      setCheck({ phase: 'done', run: finished, agoSeconds });
    } catch (error) {
      // Stopped because the screen went away: nobody is left to tell.
      if (!isAbortError(error)) setCheck({ phase: 'failed', error });
    }
  };

  return { check, run: monitor.run, triggered: monitor.runId !== null, start };
}
