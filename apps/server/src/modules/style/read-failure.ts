import { AppError } from '../../errors';
import {
  PlatformDownError,
  PlatformError,
  RateLimitedError,
  ReconnectNeededError,
} from '../../integrations/platform/errors';
import type { TDb } from '../../db/client';
import type { TLogger } from '../../logger';
import { markReconnectNeeded } from '../connections/connection-credentials';

export const READ_FAILURE_DETAIL = {
  reconnect: 'Your Twitter connection has expired. Please connect your Twitter account again.',
  rateLimited: 'Twitter is limiting requests right now. Please try again in a few minutes.',
  down: 'Twitter is not answering right now. Please try again later.',
  unexpected: 'Twitter could not return your posts right now. Please try again later.',
} as const;

/**
 * Turns a failed read of the user's own posts into the API's error, or null when it is not a
 * platform failure (a bug: left to the app's error handler). A revoked access marks the connection
 * reconnect_needed so the profile card shows it.
 */
export async function readFailure(
  err: unknown,
  ctx: { db: TDb; logger: TLogger },
  userId: string,
): Promise<AppError | null> {
  if (err instanceof ReconnectNeededError) {
    await markReconnectNeeded(ctx.db, userId, 'twitter');
    return new AppError('CONFLICT', READ_FAILURE_DETAIL.reconnect, { cause: err });
  }
  if (err instanceof RateLimitedError) {
    const seconds = Math.max(1, Math.ceil((err.resetAt.getTime() - Date.now()) / 1000));
    return new AppError('RATE_LIMITED', READ_FAILURE_DETAIL.rateLimited, {
      retryAfterSeconds: seconds,
      cause: err,
    });
  }
  if (err instanceof PlatformDownError) {
    ctx.logger.warn({ err, user_id: userId }, 'Twitter is not answering');
    return new AppError('UNAVAILABLE', READ_FAILURE_DETAIL.down, { cause: err });
  }
  if (err instanceof PlatformError) {
    ctx.logger.warn({ err, user_id: userId }, "Twitter refused to read the user's posts");
    return new AppError('UNAVAILABLE', READ_FAILURE_DETAIL.unexpected, { cause: err });
  }
  return null;
}
