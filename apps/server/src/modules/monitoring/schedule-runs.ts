import { and, asc, eq, or, sql } from 'drizzle-orm';
import { profiles } from '../../db/schema/profiles';
import { platformConnections } from '../../db/schema/connections';
import type { TJobContext } from '../../context';
import { isOffered } from '../../integrations/platform/registry';
import { enqueueRun } from './enqueue-run';
import { SCHEDULE_BATCH } from './monitor-limits';

/**
 * One batch of the 'monitor-schedule' job: every MONITOR_INTERVAL_MINUTES (0 = off) a run is queued
 * for each user who finished onboarding, has a usable connection to a platform (X or Bluesky, made
 * by the provider the instance runs: sandbox tokens never go to X) and something to monitor (an
 * active keyword, or a core user on a platform they connected), and has no open run and none
 * created within the interval.
 * At most SCHEDULE_BATCH users per batch; answers how many runs it queued.
 */
export async function queueScheduledRuns(ctx: TJobContext, now: Date): Promise<number> {
  const minutes = ctx.config.MONITOR_INTERVAL_MINUTES;
  if (minutes <= 0) return 0;
  const since = new Date(now.getTime() - minutes * 60_000);
  const usable = or(
    ...ctx.platforms
      .list()
      .filter(isOffered)
      .map((p) => and(eq(platformConnections.platform, p.id), eq(platformConnections.providerKind, p.kind))),
  );
  // One row per user however many platforms they connected.
  const due = await ctx.db
    .selectDistinct({ userId: profiles.userId })
    .from(profiles)
    .innerJoin(
      platformConnections,
      and(
        eq(platformConnections.userId, profiles.userId),
        eq(platformConnections.status, 'connected'),
        usable,
      ),
    )
    .where(
      and(
        eq(profiles.onboardingCompleted, true),
        sql`not exists (select 1 from monitor_runs r where r.user_id = ${profiles.userId}
          and (r.created_at > ${since} or r.status in ('QUEUED', 'RUNNING')))`,
        sql`(exists (select 1 from monitor_keywords k where k.user_id = ${profiles.userId} and k.active)
          or exists (select 1 from core_users c where c.user_id = ${profiles.userId}
            and c.platform = ${platformConnections.platform} and c.external_user_id is not null))`,
      ),
    )
    .orderBy(asc(profiles.userId))
    .limit(SCHEDULE_BATCH);

  let queued = 0;
  for (const { userId } of due) {
    // Checked again under the user's lock: a run the user triggered meanwhile counts.
    const { created } = await enqueueRun(ctx.db, userId, { trigger: 'schedule', now, createdAfter: since });
    if (created) queued += 1;
  }
  if (queued > 0) ctx.jobs.nudge('monitor-runs');
  return queued;
}
