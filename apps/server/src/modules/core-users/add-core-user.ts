import { and, eq } from 'drizzle-orm';
import { CORE_USERS_MAX, type TCoreUser } from '@gatling/shared/api/core-users';
import type { TDb } from '../../db/client';
import { coreUsers } from '../../db/schema/core-users';
import { AppError } from '../../errors';
import type { TCoreUsersContext } from './context';
import { countCoreUsers, rowFromProfile, toCoreUser, type TCoreUserPlatform } from './core-user-row';
import { lookupFailure, requireCheckablePlatform, requireTwitterAccess } from './platform-access';
import { usernameFromText, usernameKey, X_USERNAME } from './usernames';

export const alreadyAddedDetail = (username: string) => `@${username} is already one of your core users`;
export const FULL_DETAIL = `You already have ${CORE_USERS_MAX} core users, the most one account keeps: remove some first`;

/** A typed username (or profile link) that is not an X username at all. */
export function invalidUsernameDetail(username: string): string {
  return `@${username} is not a valid X username: use 1 to 15 letters, digits or underscores`;
}

/**
 * A well-formed name the platform does not know. On the simulated network (no X keys) real X
 * handles are not there: the detail says so and points at the accounts offered while typing.
 */
export function unknownAccountDetail(username: string, kind: 'live' | 'sandbox'): string {
  return kind === 'sandbox'
    ? `@${username} is not on the simulated network: type part of a name and pick one of the suggested accounts`
    : `@${username} is not an X account`;
}

async function findByKey(db: TDb, userId: string, platform: TCoreUserPlatform, key: string) {
  const [row] = await db
    .select()
    .from(coreUsers)
    .where(
      and(eq(coreUsers.userId, userId), eq(coreUsers.platform, platform), eq(coreUsers.usernameKey, key)),
    );
  return row;
}

/**
 * POST /core-users/add (docs/product/api.md#core-users): checks the name on X through the user's connected
 * account and keeps X's spelling, display name and avatar. A name already in the list (any case) is a 409.
 */
export async function addCoreUser(
  ctx: TCoreUsersContext,
  userId: string,
  input: { username: string; platform: TCoreUserPlatform },
): Promise<TCoreUser> {
  requireCheckablePlatform(input.platform);
  const name = usernameFromText(input.username) ?? '';
  if (!X_USERNAME.test(name)) throw new AppError('VALIDATION_FAILED', invalidUsernameDetail(name));
  const existing = await findByKey(ctx.db, userId, 'twitter', usernameKey(name));
  if (existing) throw new AppError('CONFLICT', alreadyAddedDetail(existing.username));
  if ((await countCoreUsers(ctx.db, userId)) >= CORE_USERS_MAX) throw new AppError('CONFLICT', FULL_DETAIL);

  const { provider, credentials } = await requireTwitterAccess(ctx, userId);
  let result;
  try {
    result = await provider.getUsersByUsernames(credentials, [name]);
  } catch (err) {
    throw (await lookupFailure(err, ctx, userId)) ?? err;
  }
  const profile = result.found.find((p) => usernameKey(p.username) === usernameKey(name));
  if (!profile) throw new AppError('VALIDATION_FAILED', unknownAccountDetail(name, provider.kind));

  const [row] = await ctx.db
    .insert(coreUsers)
    .values(rowFromProfile(userId, profile, new Date()))
    .onConflictDoNothing()
    .returning();
  // Added meanwhile by another request of the same user.
  if (!row) throw new AppError('CONFLICT', alreadyAddedDetail(profile.username));
  return toCoreUser(row);
}
