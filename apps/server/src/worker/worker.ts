import type { TJobContext, TJobName } from '../context';
import type { TJobDefinition } from './types';

export type TWorker = {
  start: () => void;
  /** Stops scheduling and waits for the batches in flight. */
  stop: () => Promise<void>;
};

/** After a failed batch the job waits this long before trying again. */
const ERROR_BACKOFF_MS = 5_000;

/**
 * Runs each job's batches in a loop: again at once while there is work, after `intervalMs` when
 * idle, sooner when the API nudges it. One batch of a job at a time per process.
 */
export function createWorker(input: { ctx: TJobContext; jobs: TJobDefinition[] }): TWorker {
  const { ctx, jobs } = input;
  const timers = new Map<TJobName, NodeJS.Timeout>();
  const running = new Map<TJobName, Promise<void>>();
  const rerun = new Set<TJobName>();
  let stopped = true;
  let unsubscribe: (() => void) | null = null;

  const schedule = (job: TJobDefinition, delayMs: number) => {
    if (stopped) return;
    clearTimeout(timers.get(job.name));
    timers.set(
      job.name,
      setTimeout(() => void tick(job), delayMs),
    );
  };

  const tick = async (job: TJobDefinition) => {
    if (stopped) return;
    if (running.has(job.name)) {
      rerun.add(job.name);
      return;
    }
    let next = job.intervalMs;
    const batch = (async () => {
      try {
        const handled = await job.run(ctx, new Date());
        if (handled > 0) next = 0;
      } catch (err) {
        ctx.logger.error({ err, job: job.name }, 'background job failed');
        next = Math.max(job.intervalMs, ERROR_BACKOFF_MS);
      }
    })();
    running.set(job.name, batch);
    await batch;
    running.delete(job.name);
    if (rerun.delete(job.name)) next = 0;
    schedule(job, next);
  };

  return {
    start: () => {
      if (!stopped) return;
      stopped = false;
      unsubscribe = ctx.jobs.subscribe((name) => {
        const job = jobs.find((j) => j.name === name);
        if (!job) return;
        // During a batch the nudge is remembered, not timed: a 0 ms timer set now would be cleared
        // by the batch's own rescheduling if the batch ended before it fired, and the work that
        // arrived after the batch looked would wait a whole interval.
        if (running.has(job.name)) rerun.add(job.name);
        else schedule(job, 0);
      });
      for (const job of jobs) schedule(job, 0);
    },
    stop: async () => {
      stopped = true;
      unsubscribe?.();
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      await Promise.all(running.values());
    },
  };
}
