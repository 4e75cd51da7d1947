import type { TDb } from '../../db/client';
import { AppError } from '../../errors';
import {
  BadInputError,
  PlatformDownError,
  PlatformError,
  RateLimitedError,
  ReconnectNeededError,
} from '../../integrations/platform/errors';
import type { PlatformProvider, TCredentials } from '../../integrations/platform/types';
import type { TLogger } from '../../logger';
import { findConnection, markReconnectNeeded, openCredentials } from '../connections/connection-credentials';
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
  const provider = ctx.platforms.get('twitter');
  const row = await findConnection(ctx.db, userId, 'twitter');
  if (!row) throw new AppError('CONFLICT', CONNECT_FIRST_DETAIL);
  // A sandbox connection is never handed to the live provider (and the other way round).
  if (row.status !== 'connected' || row.providerKind !== provider.kind) {
    throw new AppError('CONFLICT', RECONNECT_DETAIL);
  }
  try {
    return { provider, credentials: openCredentials(ctx.cipher, row) };
  } catch (err) {
    // Sealed under another key (TOKEN_ENCRYPTION_KEY changed): unusable until connected again.
    ctx.logger.warn({ err, user_id: userId }, 'stored X tokens cannot be opened');
    await markReconnectNeeded(ctx.db, userId, 'twitter');
    throw new AppError('CONFLICT', RECONNECT_DETAIL, { cause: err });
  }
}

/**
 * Turns a failed lookup into the API's error, or null for anything that is not a platform failure
 * (a bug, left to the app's error handler). A revoked access marks the connection.
 */
export async function lookupFailure(
  err: unknown,
  ctx: { db: TDb; logger: TLogger },
  userId: string,
): Promise<AppError | null> {
  if (err instanceof ReconnectNeededError) {
    ctx.logger.info({ user_id: userId }, 'X access revoked: reconnect needed');
    await markReconnectNeeded(ctx.db, userId, 'twitter');
    return new AppError('CONFLICT', RECONNECT_DETAIL, { cause: err });
  }
  if (err instanceof RateLimitedError) {
    const seconds = Math.max(1, Math.ceil((err.resetAt.getTime() - Date.now()) / 1000));
    return new AppError('RATE_LIMITED', 'X is limiting requests right now. Please try again later.', {
      retryAfterSeconds: seconds,
      cause: err,
    });
  }
  if (err instanceof PlatformDownError) {
    ctx.logger.warn({ err, user_id: userId }, 'X is not answering');
    return new AppError('UNAVAILABLE', 'X is not answering right now. Please try again later.', {
      cause: err,
    });
  }
  if (err instanceof BadInputError) {
    ctx.logger.warn({ err, user_id: userId }, 'X refused a username lookup');
    return new AppError('VALIDATION_FAILED', 'X did not accept these usernames', { cause: err });
  }
  if (err instanceof PlatformError) {
    ctx.logger.warn({ err, user_id: userId }, 'X gave an unexpected answer to a username lookup');
    return new AppError('UNAVAILABLE', 'X could not check the usernames. Please try again later.', {
      cause: err,
    });
  }
  return null;
}
