import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createLogger } from '../lib/logger';
import { createJobSignal } from './job-signal';
import type { TJobContext, TJobDefinition, TJobName } from '../context';
import { createWorker, type TWorker } from './worker';

/** What the runner itself uses of the context: the logger and the nudge signal. */
function testContext() {
  const logged: { level: number; msg: string; job?: string; err?: { message: string } }[] = [];
  const logger = createLogger('info', { write: (line: string) => void logged.push(JSON.parse(line)) });
  const jobs = createJobSignal();
  // Jobs here never touch the rest (db, platforms, ...): the runner only hands the context on.
  return { ctx: { logger, jobs } as unknown as TJobContext, jobs, logged };
}

/** A job whose batches answer from `results` (0 when it runs out) and are counted. */
function countingJob(name: TJobName, intervalMs: number, results: number[] = []) {
  const job = {
    name,
    intervalMs,
    runs: 0,
    run: async () => {
      job.runs += 1;
      return results.shift() ?? 0;
    },
  };
  return job;
}

type THeldJob = TJobDefinition & {
  runs: number;
  pending: { resolve: (n: number) => void; reject: (e: Error) => void }[];
};

/** A job whose batches stay in flight until the test settles them. */
function heldJob(name: TJobName, intervalMs: number): THeldJob {
  const pending: THeldJob['pending'] = [];
  const job: THeldJob = {
    name,
    intervalMs,
    runs: 0,
    pending,
    run: () => {
      job.runs += 1;
      return new Promise<number>((resolve, reject) => pending.push({ resolve, reject }));
    },
  };
  held.push(job);
  return job;
}

/** Lets due timers fire: a timer set to 0 ms during a batch fires 1 ms later, as in Node. */
const soon = () => vi.advanceTimersByTimeAsync(1);
const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms);

let worker: TWorker | null = null;
const held: THeldJob[] = [];
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(async () => {
  // Batches a failed test left in flight would keep stop() waiting.
  for (const job of held.splice(0)) for (const p of job.pending) p.resolve(0);
  await worker?.stop();
  worker = null;
  vi.useRealTimers();
});

const start = (ctx: TJobContext, jobs: TJobDefinition[]) => {
  worker = createWorker({ ctx, jobs });
  worker.start();
  return worker;
};

describe('createWorker', () => {
  test('runs every job at start, then again after its interval while idle', async () => {
    const { ctx } = testContext();
    const a = countingJob('publish-due', 10_000);
    const b = countingJob('reconcile-intents', 120_000);
    start(ctx, [a, b]);
    await soon();
    expect([a.runs, b.runs]).toEqual([1, 1]);
    await wait(9_990);
    expect(a.runs).toBe(1);
    await wait(10);
    expect([a.runs, b.runs]).toEqual([2, 1]);
    await wait(110_000);
    expect([a.runs, b.runs]).toEqual([13, 2]);
  });

  test('a busy job runs again at once until a batch finds nothing', async () => {
    const { ctx } = testContext();
    const job = countingJob('publish-due', 60_000, [10, 10, 3]);
    start(ctx, [job]);
    await soon();
    await soon();
    await soon();
    await soon();
    expect(job.runs).toBe(4);
    await wait(59_990);
    expect(job.runs).toBe(4);
    await wait(10);
    expect(job.runs).toBe(5);
  });

  test('a nudge wakes an idle job at once; other jobs and unknown names are left alone', async () => {
    const { ctx, jobs } = testContext();
    const publish = countingJob('publish-due', 60_000);
    const reconcile = countingJob('reconcile-intents', 60_000);
    start(ctx, [publish, reconcile]);
    await soon();
    jobs.nudge('publish-due');
    jobs.nudge('monitor-runs');
    await soon();
    expect([publish.runs, reconcile.runs]).toEqual([2, 1]);
    // The idle wait starts over from the nudged batch.
    await wait(59_990);
    expect(publish.runs).toBe(2);
    await wait(20);
    expect(publish.runs).toBe(3);
  });

  test('one batch of a job at a time: a nudge during a batch runs it again right after, never lost', async () => {
    const { ctx, jobs } = testContext();
    const job = heldJob('publish-due', 60_000);
    start(ctx, [job]);
    await soon();
    expect(job.runs).toBe(1);
    // Work arrives after the batch looked; the batch then finishes before any timer fires.
    jobs.nudge('publish-due');
    job.pending[0]!.resolve(0);
    await soon();
    await soon();
    expect(job.runs).toBe(2);

    // Nudged while a batch is in flight: not a second batch beside it, one more after it.
    jobs.nudge('publish-due');
    jobs.nudge('publish-due');
    await soon();
    expect(job.runs).toBe(2);
    job.pending[1]!.resolve(0);
    await soon();
    await soon();
    expect(job.runs).toBe(3);
    job.pending[2]!.resolve(0);
    await soon();
    expect(job.runs).toBe(3);
  });

  test('stop waits for the batches in flight and schedules nothing more', async () => {
    const { ctx, jobs } = testContext();
    const job = heldJob('publish-due', 1_000);
    start(ctx, [job]);
    await soon();
    let stopped = false;
    const stopping = worker!.stop().then(() => (stopped = true));
    await wait(5_000);
    expect(stopped).toBe(false);
    job.pending[0]!.resolve(5);
    await stopping;
    jobs.nudge('publish-due');
    await wait(60_000);
    expect(job.runs).toBe(1);
  });

  test('stop gives back what the batches in flight did not start, and waits for them within the grace', async () => {
    const { ctx } = testContext();
    const job = heldJob('publish-due', 1_000);
    const released: { job: string; abandoning: boolean }[] = [];
    worker = createWorker({
      ctx,
      jobs: [job],
      release: async (_ctx, batch, abandoning) => {
        released.push({ job: batch.job, abandoning });
        return 0;
      },
    });
    worker.start();
    await soon();
    let finished: boolean | null = null;
    const stopping = worker.stop({ graceMs: 10_000 }).then((f) => (finished = f));
    await soon();
    expect(released).toEqual([{ job: 'publish-due', abandoning: false }]);
    await wait(5_000);
    expect(finished).toBe(null);
    job.pending[0]!.resolve(3);
    await stopping;
    expect(finished).toBe(true);
    // Finished in time: nothing is abandoned.
    expect(released).toEqual([{ job: 'publish-due', abandoning: false }]);
  });

  test('a batch still running when the grace runs out is abandoned: its claims are given back', async () => {
    const { ctx, logged } = testContext();
    const job = heldJob('monitor-runs', 1_000);
    const released: { job: string; abandoning: boolean }[] = [];
    worker = createWorker({
      ctx,
      jobs: [job],
      release: async (_ctx, batch, abandoning) => {
        released.push({ job: batch.job, abandoning });
        return abandoning ? 1 : 0;
      },
    });
    worker.start();
    await soon();
    let finished: boolean | null = null;
    const stopping = worker.stop({ graceMs: 10_000 }).then((f) => (finished = f));
    await wait(9_990);
    expect(finished).toBe(null);
    await wait(20);
    await stopping;
    expect(finished).toBe(false);
    expect(released).toEqual([
      { job: 'monitor-runs', abandoning: false },
      { job: 'monitor-runs', abandoning: true },
    ]);
    expect(logged.map((l) => l.msg)).toEqual([
      'batches still running when the worker stopped',
      'released claimed work',
    ]);
  });

  test('a failing batch is logged and tried again after the error backoff', async () => {
    const { ctx, logged } = testContext();
    const job = heldJob('reconcile-intents', 1_000);
    start(ctx, [job]);
    await soon();
    job.pending[0]!.reject(new Error('database went away'));
    await soon();
    expect(logged).toMatchObject([
      {
        level: 50,
        msg: 'background job failed',
        job: 'reconcile-intents',
        err: { message: 'database went away' },
      },
    ]);
    // At least 5 s, even for a job with a shorter interval.
    await wait(4_990);
    expect(job.runs).toBe(1);
    await wait(20);
    expect(job.runs).toBe(2);
    job.pending[1]!.resolve(0);
    await soon();
    await wait(1_000);
    expect(job.runs).toBe(3);
  });

  test('a job that throws before its first await is handled the same way', async () => {
    const { ctx, logged } = testContext();
    const job: TJobDefinition = {
      name: 'monitor-runs',
      intervalMs: 1_000,
      run: () => {
        throw new Error('not even a promise');
      },
    };
    start(ctx, [job]);
    await soon();
    expect(logged.map((l) => l.msg)).toEqual(['background job failed']);
    await wait(5_000);
    expect(logged).toHaveLength(2);
  });
});

describe('createJobSignal', () => {
  test('a deferred nudge is given once, on release; a release with nothing owed wakes nobody', () => {
    const jobs = createJobSignal();
    const nudged: TJobName[] = [];
    jobs.subscribe((name) => nudged.push(name));
    jobs.release('read-outcomes');
    jobs.defer('read-outcomes');
    jobs.defer('read-outcomes');
    expect(nudged).toEqual([]);
    jobs.release('publish-due');
    jobs.release('read-outcomes');
    jobs.release('read-outcomes');
    expect(nudged).toEqual(['read-outcomes']);
  });

  test('each signal owes its own nudges: one process deferring does not wake another', () => {
    const [first, second] = [createJobSignal(), createJobSignal()];
    const nudged: string[] = [];
    first.subscribe((name) => nudged.push(`first ${name}`));
    second.subscribe((name) => nudged.push(`second ${name}`));
    first.defer('read-outcomes');
    second.release('read-outcomes');
    first.release('read-outcomes');
    expect(nudged).toEqual(['first read-outcomes']);
  });
});
