import { and, asc, count, eq } from 'drizzle-orm';
import { CORE_USERS_MAX, type TCoreUser } from '@gatling/shared/api/core-users';
import type { TDb } from '../../db/client';
import { coreUsers } from '../../db/schema/core-users';
import type { TPlatformProfile } from '../../integrations/platform/types';
import { usernameKey } from './usernames';

export type TCoreUserRow = typeof coreUsers.$inferSelect;
export type TCoreUserPlatform = TCoreUserRow['platform'];

export function toCoreUser(row: TCoreUserRow): TCoreUser {
  return {
    id: row.id,
    user_id: row.userId,
    username: row.username,
    display_name: row.displayName,
    avatar_url: row.avatarUrl,
    platform: row.platform,
    created_at: row.createdAt.toISOString(),
  };
}

/** The user's core users of one platform, oldest first. */
export function selectCoreUsers(db: TDb, userId: string, platform?: TCoreUserPlatform) {
  return db
    .select()
    .from(coreUsers)
    .where(and(eq(coreUsers.userId, userId), platform ? eq(coreUsers.platform, platform) : undefined))
    .orderBy(asc(coreUsers.createdAt), asc(coreUsers.id))
    .limit(CORE_USERS_MAX);
}

export async function countCoreUsers(db: TDb, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(coreUsers).where(eq(coreUsers.userId, userId));
  return row?.n ?? 0;
}

/**
 * The row for a profile the platform returned, spelled as the platform spells it; externalUserId is
 * the platform's id of the account (a DID on Bluesky), what monitoring reads its posts by.
 */
export function rowFromProfile(
  userId: string,
  profile: TPlatformProfile,
  createdAt: Date,
  platform: TCoreUserPlatform = 'twitter',
) {
  return {
    userId,
    platform,
    username: profile.username,
    usernameKey: usernameKey(profile.username),
    externalUserId: profile.id,
    displayName: profile.name || profile.username,
    avatarUrl: profile.avatar_url,
    createdAt,
  };
}
