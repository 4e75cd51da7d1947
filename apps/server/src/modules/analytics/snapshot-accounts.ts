import { and, eq, notExists, or, sql } from 'drizzle-orm';
import type { TJobContext } from '../../context';
import { accountSnapshots } from '../../db/schema/analytics';
import { platformConnections } from '../../db/schema/connections';
import { RateLimitedError, ReconnectNeededError } from '../../integrations/platform/errors';
import { isOffered } from '../../integrations/platform/registry';
import type { TPlatformId } from '../../integrations/platform/types';
import { markReconnectNeeded } from '../connections/connection-credentials';
import { openBatchAccess } from '../connections/open-platform-access';
import { utcDayOf } from './period';

/** Accounts one run reads. */
export const SNAPSHOTS_PER_RUN = 50;

/**
 * The daily reading of each connected account's followers and following, on every network the user
 * connected (one row per account and UTC day; a second run the same day finds nothing to do). Only
 * connections the instance's provider of that network made are read. A revoked account is marked for
 * reconnecting and skipped; a rate limit ends that network's readings for the run, to be picked up
 * at the next, while the other networks' go on.
 */
export async function snapshotAccounts(ctx: TJobContext, now: Date): Promise<number> {
  const day = utcDayOf(now);
  const readable = ctx.platforms
    .list()
    .filter(isOffered)
    .map((p) => and(eq(platformConnections.platform, p.id), eq(platformConnections.providerKind, p.kind)));
  const due = await ctx.db
    .select({ userId: platformConnections.userId, platform: platformConnections.platform })
    .from(platformConnections)
    .where(
      and(
        eq(platformConnections.status, 'connected'),
        or(...readable),
        notExists(
          ctx.db
            .select({ one: sql`1` })
            .from(accountSnapshots)
            .where(
              and(
                eq(accountSnapshots.userId, platformConnections.userId),
                eq(accountSnapshots.platform, platformConnections.platform),
                eq(accountSnapshots.day, day),
              ),
            ),
        ),
      ),
    )
    .limit(SNAPSHOTS_PER_RUN);
  const access = openBatchAccess(ctx, due);
  const limited = new Set<TPlatformId>();
  let taken = 0;
  for (const { userId, platform } of due) {
    if (limited.has(platform)) continue;
    const opened = await access.get(userId, platform);
    if (!opened.ok) continue;
    try {
      const profile = await opened.provider.getProfile(opened.credentials);
      await ctx.db
        .insert(accountSnapshots)
        .values({
          userId,
          platform,
          day,
          followers: profile.followers ?? 0,
          following: profile.following ?? 0,
          takenAt: now,
        })
        .onConflictDoNothing();
      taken += 1;
    } catch (err) {
      if (err instanceof RateLimitedError) {
        limited.add(platform);
        continue;
      }
      if (err instanceof ReconnectNeededError) {
        await markReconnectNeeded(ctx.db, userId, platform);
        continue;
      }
      ctx.logger.warn(
        { err, user_id: userId, platform },
        'reading the account for its daily snapshot failed',
      );
    }
  }
  return taken;
}
