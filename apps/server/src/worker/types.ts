import type { TJobContext, TJobName } from '../context';

/**
 * A kind of background work (monitoring runs, publishing, ...). The work itself lives in database
 * rows that a run claims with FOR UPDATE SKIP LOCKED and a lease, so any number of workers may run
 * the same definitions against one PostgreSQL and a crashed worker's claim is taken over once its
 * lease runs out. `run` does one bounded batch and answers how many items it handled: a busy job
 * runs again at once, an idle one waits `intervalMs` (or until nudged).
 */
export type TJobDefinition = {
  name: TJobName;
  intervalMs: number;
  run: (ctx: TJobContext, now: Date) => Promise<number>;
};
