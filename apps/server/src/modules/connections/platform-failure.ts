import { AppError } from '../../errors';
import {
  BadInputError,
  PlatformDownError,
  PlatformError,
  RateLimitedError,
  ReconnectNeededError,
} from '../../integrations/platform/errors';
import type { TDb } from '../../db/client';
import type { TPlatformId } from '../../integrations/platform/types';
import type { TLogger } from '../../lib/logger';
import { markReconnectNeeded } from './connection-credentials';
import { holdNetwork } from './network-holds';

/**
 * Turns a failed step of connecting an X account (OAuth; Bluesky's sign-in has its own words in
 * connect-bluesky.ts) into the API's error, or null for anything that is not a platform
 * failure (a bug: left to the app's error handler). When finishing, a refusal is the user's to
 * fix (start again); when starting, it means the app's own keys were refused: the operator's to fix.
 */
export function connectFailure(err: unknown, step: 'start' | 'finish', logger: TLogger): AppError | null {
  if (err instanceof ReconnectNeededError || err instanceof BadInputError) {
    if (step === 'finish') {
      return new AppError('BAD_REQUEST', 'X did not accept this authorization. Please connect again.', {
        cause: err,
      });
    }
    logger.error({ err }, 'Twitter refused the request token: check X_API_KEY and X_API_SECRET');
    return new AppError('UNAVAILABLE', 'X refused the connection request. Please try again later.', {
      cause: err,
    });
  }
  if (err instanceof RateLimitedError) {
    const seconds = Math.max(1, Math.ceil((err.resetAt.getTime() - Date.now()) / 1000));
    return new AppError('RATE_LIMITED', 'X is limiting requests right now. Please try again later.', {
      retryAfterSeconds: seconds,
      cause: err,
    });
  }
  if (err instanceof PlatformDownError) {
    logger.warn({ err, step }, 'Twitter is not answering');
    return new AppError('UNAVAILABLE', 'X is not answering right now. Please try again later.', {
      cause: err,
    });
  }
  if (err instanceof PlatformError) {
    // An answer the platform should not give (e.g. no token in it): worth a look, not the user's fault.
    logger.warn({ err, step }, 'Twitter gave an unexpected answer while connecting');
    return new AppError('UNAVAILABLE', 'X could not complete the connection. Please try again later.', {
      cause: err,
    });
  }
  return null;
}

/** What the user reads for each kind of failed read made with their connected account. */
export type TReadFailureDetails = {
  reconnect: string;
  rateLimited: string;
  down: string;
  /** The platform refused the request itself (a bad input); falls back to `unexpected`. */
  badInput?: string;
  unexpected: string;
};

/**
 * Turns a failed read made with the user's connected account (their posts, a username lookup) into
 * the API's error, or null for anything that is not a platform failure (a bug: left to the app's
 * error handler). A revoked access marks the user's connection to `platform` reconnect_needed, so the
 * profile card says so. The details name the platform: each caller gives that platform's words.
 */
export async function platformReadFailure(
  err: unknown,
  ctx: { db: TDb; logger: TLogger },
  userId: string,
  details: TReadFailureDetails,
  action: string,
  platform: TPlatformId = 'twitter',
): Promise<AppError | null> {
  if (err instanceof ReconnectNeededError) {
    ctx.logger.info({ user_id: userId, action, platform }, 'platform access revoked: reconnect needed');
    await markReconnectNeeded(ctx.db, userId, platform);
    return new AppError('CONFLICT', details.reconnect, { cause: err });
  }
  if (err instanceof RateLimitedError) {
    // The network's budget for this account is spent: its other reads wait for the same reset.
    await holdNetwork(ctx.db, userId, platform, err.resetAt);
    const seconds = Math.max(1, Math.ceil((err.resetAt.getTime() - Date.now()) / 1000));
    return new AppError('RATE_LIMITED', details.rateLimited, { retryAfterSeconds: seconds, cause: err });
  }
  if (err instanceof PlatformDownError) {
    ctx.logger.warn({ err, user_id: userId, action }, 'the platform is not answering');
    return new AppError('UNAVAILABLE', details.down, { cause: err });
  }
  if (err instanceof BadInputError && details.badInput) {
    ctx.logger.warn({ err, user_id: userId, action }, 'the platform refused the request');
    return new AppError('VALIDATION_FAILED', details.badInput, { cause: err });
  }
  if (err instanceof PlatformError) {
    ctx.logger.warn({ err, user_id: userId, action }, 'the platform gave an unexpected answer');
    return new AppError('UNAVAILABLE', details.unexpected, { cause: err });
  }
  return null;
}
