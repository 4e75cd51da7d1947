import type { TJobContext } from '../../context';
import { claimRun } from './claim-run';
import { executeRun } from './execute-run';

/**
 * One batch of the 'monitor-runs' job: claims one run (queued, or abandoned by a dead worker) and
 * runs it to its end. Answers 1 when it handled a run (the worker asks again at once), else 0.
 */
export async function runMonitorBatch(ctx: TJobContext, now: Date): Promise<number> {
  const claim = await claimRun(ctx.db, now);
  if (!claim) return 0;
  if (claim.kind === 'gave-up') {
    ctx.logger.warn(
      { run_id: claim.run.id, user_id: claim.run.userId },
      'monitor run failed after repeated attempts',
    );
    return 1;
  }
  await executeRun(ctx, claim.run, now);
  return 1;
}
