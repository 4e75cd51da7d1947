import { and, eq, gt, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { networkHolds } from '../../db/schema/connections';
import type { TPlatformId } from '../../integrations/platform/types';

/**
 * One rate-limit budget per network and account (decision 0083): when a read made with the user's
 * account meets the network's limit, every read of that account on that network (monitoring, the
 * conversations inbox) waits until the reset it gave, instead of each meeting the limit in turn.
 * A later reset never moves the hold back.
 */
export async function holdNetwork(
  db: TDb,
  userId: string,
  platform: TPlatformId,
  until: Date,
): Promise<void> {
  await db
    .insert(networkHolds)
    .values({ userId, platform, until })
    .onConflictDoUpdate({
      target: [networkHolds.userId, networkHolds.platform],
      set: { until: sql`greatest(${networkHolds.until}, excluded.until)` },
    });
}

/** Until when the user's reads on `platform` wait, or null when nothing holds them. */
export async function networkHeldUntil(
  db: TDb,
  userId: string,
  platform: TPlatformId,
  now: Date,
): Promise<Date | null> {
  const [row] = await db
    .select({ until: networkHolds.until })
    .from(networkHolds)
    .where(
      and(eq(networkHolds.userId, userId), eq(networkHolds.platform, platform), gt(networkHolds.until, now)),
    );
  return row?.until ?? null;
}

/** SQL: whether the account of `userId` on `platform` (columns of the outer query) is held at `now`. */
export const networkHeld = (userId: unknown, platform: unknown, now: Date) =>
  sql`exists (select 1 from ${networkHolds} where ${networkHolds.userId} = ${userId}
    and ${networkHolds.platform} = ${platform} and ${networkHolds.until} > ${now})`;
