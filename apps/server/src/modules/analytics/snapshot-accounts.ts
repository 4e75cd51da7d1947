import { and, eq, notExists, sql } from 'drizzle-orm';
import type { TJobContext } from '../../context';
import { accountSnapshots } from '../../db/schema/analytics';
import { platformConnections } from '../../db/schema/connections';
import { RateLimitedError, ReconnectNeededError } from '../../integrations/platform/errors';
import { markReconnectNeeded } from '../connections/connection-credentials';
import { openPlatformAccess } from '../connections/open-platform-access';
import { utcDayOf } from './period';

/** Accounts one run reads. */
export const SNAPSHOTS_PER_RUN = 50;

/**
 * The daily reading of each connected account's followers and following (one row per UTC day; a
 * second run the same day finds nothing to do). A revoked account is marked for reconnecting and
 * skipped; a rate limit ends the run, to be picked up at the next.
 */
export async function snapshotAccounts(ctx: TJobContext, now: Date): Promise<number> {
  const day = utcDayOf(now);
  const kind = ctx.platforms.get('twitter').kind;
  const due = await ctx.db
    .select({ userId: platformConnections.userId })
    .from(platformConnections)
    .where(
      and(
        eq(platformConnections.status, 'connected'),
        eq(platformConnections.providerKind, kind),
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
  let taken = 0;
  for (const { userId } of due) {
    const access = await openPlatformAccess(ctx, userId, 'twitter');
    if (!access.ok) continue;
    try {
      const profile = await access.provider.getProfile(access.credentials);
      await ctx.db
        .insert(accountSnapshots)
        .values({
          userId,
          platform: 'twitter',
          day,
          followers: profile.followers ?? 0,
          following: profile.following ?? 0,
          takenAt: now,
        })
        .onConflictDoNothing();
      taken += 1;
    } catch (err) {
      if (err instanceof RateLimitedError) break;
      if (err instanceof ReconnectNeededError) {
        await markReconnectNeeded(ctx.db, userId, 'twitter');
        continue;
      }
      ctx.logger.warn({ err, user_id: userId }, 'reading the account for its daily snapshot failed');
    }
  }
  return taken;
}
