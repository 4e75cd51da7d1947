import type { TDb } from '../../db/client';
import { AppError } from '../../errors';
import type { PlatformProvider, TCredentials, TPlatformId } from '../../integrations/platform/types';
import type { TLogger } from '../../lib/logger';
import { openPlatformAccess } from '../connections/open-platform-access';
import { platformReadFailure } from '../connections/platform-failure';
import type { TCoreUsersContext } from './context';
import type { TCoreUserPlatform } from './core-user-row';

export const CONNECT_FIRST_DETAIL =
  'Connect your X account in Settings first: core users are checked on X through it';
export const RECONNECT_DETAIL =
  'Your X account needs to be connected again in Settings before core users can be checked';
export const CONNECT_BLUESKY_FIRST_DETAIL =
  'Connect your Bluesky account in Settings first: Bluesky core users are checked and read through it';
export const RECONNECT_BLUESKY_DETAIL =
  'Your Bluesky account needs to be connected again in Settings before Bluesky core users can be checked';

const PLATFORM_NAMES: Record<TCoreUserPlatform, string> = {
  twitter: 'X',
  bluesky: 'Bluesky',
  telegram: 'Telegram',
  farcaster: 'Farcaster',
};

/** The core-user platforms that have a provider: their names are checked there. */
export type TCheckablePlatform = TCoreUserPlatform & TPlatformId;

/** Only X usernames and Bluesky handles can be checked; the other recognised platforms have no provider yet. */
export function requireCheckablePlatform(platform: TCoreUserPlatform): TCheckablePlatform {
  if (platform === 'twitter' || platform === 'bluesky') return platform;
  throw new AppError(
    'VALIDATION_FAILED',
    `${PLATFORM_NAMES[platform]} core users are coming soon: only X and Bluesky accounts can be checked today`,
  );
}

export type TTwitterAccess = { provider: PlatformProvider; credentials: TCredentials };

/**
 * The user's own X access, through which usernames are looked up (reads are per user and billed
 * per resource on X; the product has no app-wide account to read with). 409 when there is none.
 */
export async function requireTwitterAccess(ctx: TCoreUsersContext, userId: string): Promise<TTwitterAccess> {
  const access = await openPlatformAccess(ctx, userId, 'twitter');
  if (access.ok) return { provider: access.provider, credentials: access.credentials };
  const detail = access.reason === 'not_connected' ? CONNECT_FIRST_DETAIL : RECONNECT_DETAIL;
  throw new AppError('CONFLICT', detail, { cause: access.cause });
}

/**
 * The user's own Bluesky access, through which handles are resolved to the account's DID (the id
 * monitoring reads a timeline by). 409 when there is none: a handle is not stored unchecked, since
 * without a DID the person's posts could never be read, and the list would show someone the
 * product silently never looks at. Connecting Bluesky is what the user came to do anyway.
 */
export async function requireBlueskyAccess(ctx: TCoreUsersContext, userId: string): Promise<TTwitterAccess> {
  const access = await openPlatformAccess(ctx, userId, 'bluesky');
  if (access.ok) return { provider: access.provider, credentials: access.credentials };
  const detail = access.reason === 'not_connected' ? CONNECT_BLUESKY_FIRST_DETAIL : RECONNECT_BLUESKY_DETAIL;
  throw new AppError('CONFLICT', detail, { cause: access.cause });
}

/** A failed username lookup as the API's error, or null when it is not a platform failure. */
export function lookupFailure(
  err: unknown,
  ctx: { db: TDb; logger: TLogger },
  userId: string,
  platform: TCheckablePlatform = 'twitter',
): Promise<AppError | null> {
  const name = PLATFORM_NAMES[platform];
  return platformReadFailure(
    err,
    ctx,
    userId,
    {
      reconnect: platform === 'bluesky' ? RECONNECT_BLUESKY_DETAIL : RECONNECT_DETAIL,
      rateLimited: `${name} is limiting requests right now. Please try again later.`,
      down: `${name} is not answering right now. Please try again later.`,
      badInput:
        platform === 'bluesky' ? 'Bluesky did not accept this handle' : 'X did not accept these usernames',
      unexpected: `${name} could not check the ${platform === 'bluesky' ? 'handle' : 'usernames'}. Please try again later.`,
    },
    'look up usernames',
    platform,
  );
}
