import { and, eq } from 'drizzle-orm';
import { CORE_USERS_MAX, type TCoreUser } from '@gatling/shared/api/core-users';
import type { TDb } from '../../db/client';
import { coreUsers } from '../../db/schema/core-users';
import { AppError } from '../../errors';
import type { PlatformProvider } from '../../integrations/platform/types';
import type { TCoreUsersContext } from './context';
import { countCoreUsers, rowFromProfile, toCoreUser, type TCoreUserPlatform } from './core-user-row';
import {
  lookupFailure,
  requireBlueskyAccess,
  requireCheckablePlatform,
  requireTwitterAccess,
  type TCheckablePlatform,
} from './platform-access';
import {
  blueskyHandleFromText,
  isBlueskyHandle,
  usernameFromText,
  usernameKey,
  X_USERNAME,
} from './usernames';

export const alreadyAddedDetail = (username: string) => `@${username} is already one of your core users`;
export const FULL_DETAIL = `You already have ${CORE_USERS_MAX} core users, the most one account keeps: remove some first`;

/** A typed username (or profile link) that is not an X username at all. */
export function invalidUsernameDetail(username: string): string {
  return `@${username} is not a valid X username: use 1 to 15 letters, digits or underscores`;
}

/** A typed value that is not a Bluesky handle (a domain name) at all. */
export function invalidHandleDetail(handle: string): string {
  return `@${handle} is not a valid Bluesky handle: use the full handle, such as alice.bsky.social`;
}

/** The name a typed value means on `platform`, 422 when it cannot be one there. */
function nameOn(platform: TCheckablePlatform, typed: string): string {
  if (platform === 'bluesky') {
    const handle = blueskyHandleFromText(typed) ?? '';
    if (!isBlueskyHandle(handle)) throw new AppError('VALIDATION_FAILED', invalidHandleDetail(handle));
    return handle;
  }
  const name = usernameFromText(typed) ?? '';
  if (!X_USERNAME.test(name)) throw new AppError('VALIDATION_FAILED', invalidUsernameDetail(name));
  return name;
}

/**
 * A well-formed name the platform does not know. On the simulated network (no X keys) real X
 * handles are not there: the detail says so and points at the accounts offered while typing.
 */
export function unknownAccountDetail(
  username: string,
  kind: PlatformProvider['kind'],
  platform: TCheckablePlatform = 'twitter',
): string {
  if (platform === 'bluesky') return `@${username} is not a Bluesky account`;
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
 * POST /core-users/add (docs/product/api.md#core-users): checks the name on its platform (X, or Bluesky for
 * platform 'bluesky') through the user's connected account there and keeps the platform's spelling, display
 * name, avatar and account id (a Bluesky account's DID). A name already in the list (any case) is a 409, and
 * so is a platform the user has not connected (requireBlueskyAccess says why nothing is stored unchecked).
 */
export async function addCoreUser(
  ctx: TCoreUsersContext,
  userId: string,
  input: { username: string; platform: TCoreUserPlatform },
): Promise<TCoreUser> {
  const platform = requireCheckablePlatform(input.platform);
  const name = nameOn(platform, input.username);
  const existing = await findByKey(ctx.db, userId, platform, usernameKey(name));
  if (existing) throw new AppError('CONFLICT', alreadyAddedDetail(existing.username));
  if ((await countCoreUsers(ctx.db, userId)) >= CORE_USERS_MAX) throw new AppError('CONFLICT', FULL_DETAIL);

  const { provider, credentials } =
    platform === 'bluesky'
      ? await requireBlueskyAccess(ctx, userId)
      : await requireTwitterAccess(ctx, userId);
  let result;
  try {
    result = await provider.getUsersByUsernames(credentials, [name]);
  } catch (err) {
    throw (await lookupFailure(err, ctx, userId, platform)) ?? err;
  }
  const profile = result.found.find((p) => usernameKey(p.username) === usernameKey(name));
  if (!profile) throw new AppError('VALIDATION_FAILED', unknownAccountDetail(name, provider.kind, platform));

  const [row] = await ctx.db
    .insert(coreUsers)
    .values(rowFromProfile(userId, profile, new Date(), platform))
    .onConflictDoNothing()
    .returning();
  // Added meanwhile by another request of the same user.
  if (!row) throw new AppError('CONFLICT', alreadyAddedDetail(profile.username));
  return toCoreUser(row);
}
