import type { TDb } from '../../db/client';
import { AppError } from '../../errors';
import type { PlatformProvider, TCredentials } from '../../integrations/platform/types';
import type { TLogger } from '../../lib/logger';
import { openPlatformAccess } from '../connections/open-platform-access';
import { platformReadFailure } from '../connections/platform-failure';
import type { TCoreUsersContext } from './context';
import type { TCoreUserPlatform } from './core-user-row';

export const CONNECT_FIRST_DETAIL =
  'Connect your X account in Settings first: core users are checked on X through it';
export const RECONNECT_DETAIL =
  'Your X account needs to be connected again in Settings before core users can be checked';

const PLATFORM_NAMES: Record<TCoreUserPlatform, string> = {
  twitter: 'X',
  telegram: 'Telegram',
  farcaster: 'Farcaster',
};

/** Only X usernames can be checked today; the other recognised platforms have no provider yet. */
export function requireCheckablePlatform(platform: TCoreUserPlatform): void {
  if (platform === 'twitter') return;
  throw new AppError(
    'VALIDATION_FAILED',
    `${PLATFORM_NAMES[platform]} core users are coming soon: only X usernames can be checked today`,
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

/** A failed username lookup as the API's error, or null when it is not a platform failure. */
export function lookupFailure(
  err: unknown,
  ctx: { db: TDb; logger: TLogger },
  userId: string,
): Promise<AppError | null> {
  return platformReadFailure(
    err,
    ctx,
    userId,
    {
      reconnect: RECONNECT_DETAIL,
      rateLimited: 'X is limiting requests right now. Please try again later.',
      down: 'X is not answering right now. Please try again later.',
      badInput: 'X did not accept these usernames',
      unexpected: 'X could not check the usernames. Please try again later.',
    },
    'look up usernames',
  );
}
