import type { TJobContext, TJobDefinition, TJobName } from '../context';

export type TWorker = {
  start: () => void;
  /**
   * Stops claiming and waits for the batches in flight, at most `graceMs` (unbounded when not
   * given). With `release`, what a batch claimed and has not started is given back: at once when
   * stopping, and everything of the kind once the grace runs out. Answers whether every batch
   * finished within the grace.
   */
  stop: (options?: { graceMs?: number }) => Promise<boolean>;
};

/** A batch of a job in flight, and the `now` it was started with (its claims' leases count from it). */
export type TBatchInFlight = { job: TJobName; now: Date };

/**
 * Gives back the rows a batch in flight holds under a lease and has not started on, so another
 * process takes them at once instead of when the lease runs out. `abandoning` is false when the
 * worker begins to stop (the batch goes on), true when the grace ran out and the process is
 * leaving the batch unfinished. Answers how many rows it gave back.
 */
export type TReleaseClaims = (
  ctx: TJobContext,
  batch: TBatchInFlight,
  abandoning: boolean,
) => Promise<number>;

/** After a failed batch the job waits this long before trying again. */
const ERROR_BACKOFF_MS = 5_000;

/**
 * Runs each job's batches in a loop: again at once while there is work, after `intervalMs` when
 * idle, sooner when the API nudges it. One batch of a job at a time per process.
 */
export function createWorker(input: {
  ctx: TJobContext;
  jobs: TJobDefinition[];
  release?: TReleaseClaims;
}): TWorker {
  const { ctx, jobs } = input;
  const timers = new Map<TJobName, NodeJS.Timeout>();
  const running = new Map<TJobName, { batch: Promise<void>; now: Date }>();
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
    const now = new Date();
    const batch = (async () => {
      try {
        const handled = await job.run(ctx, now);
        if (handled > 0) next = 0;
      } catch (err) {
        ctx.logger.error({ err, job: job.name }, 'background job failed');
        next = Math.max(job.intervalMs, ERROR_BACKOFF_MS);
      }
    })();
    running.set(job.name, { batch, now });
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
    stop: async (options = {}) => {
      stopped = true;
      unsubscribe?.();
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      const inFlight = [...running].map(([name, { batch, now }]) => ({ job: name, now, batch }));
      const release = async (batches: typeof inFlight, abandoning: boolean) => {
        if (!input.release) return;
        for (const { job, now } of batches) {
          try {
            const released = await input.release(ctx, { job, now }, abandoning);
            if (released > 0) ctx.logger.info({ job, released, abandoning }, 'released claimed work');
          } catch (err) {
            ctx.logger.warn({ err, job }, 'could not release claimed work; its lease will run out');
          }
        }
      };
      // What the batches claimed and did not start goes back now: they skip it, and end sooner.
      await release(inFlight, false);
      const all = Promise.all(inFlight.map((b) => b.batch)).then(() => true);
      let timer: NodeJS.Timeout | undefined;
      const finished =
        options.graceMs === undefined
          ? await all
          : await Promise.race([
              all,
              new Promise<false>((resolve) => {
                timer = setTimeout(() => resolve(false), options.graceMs);
              }),
            ]);
      clearTimeout(timer);
      if (!finished) {
        const left = inFlight.filter((b) => running.get(b.job)?.batch === b.batch);
        ctx.logger.warn({ jobs: left.map((b) => b.job) }, 'batches still running when the worker stopped');
        await release(left, true);
      }
      return finished;
    },
  };
}
