import type { AppError } from '../../errors';
import type { TDb } from '../../db/client';
import type { TLogger } from '../../lib/logger';
import { platformReadFailure } from '../connections/platform-failure';

export const READ_FAILURE_DETAIL = {
  reconnect: 'Your Twitter connection has expired. Please connect your Twitter account again.',
  rateLimited: 'Twitter is limiting requests right now. Please try again in a few minutes.',
  down: 'Twitter is not answering right now. Please try again later.',
  unexpected: 'Twitter could not return your posts right now. Please try again later.',
} as const;

/** A failed read of the user's own posts as the API's error, or null when it is not a platform failure. */
export function readFailure(
  err: unknown,
  ctx: { db: TDb; logger: TLogger },
  userId: string,
): Promise<AppError | null> {
  return platformReadFailure(err, ctx, userId, READ_FAILURE_DETAIL, 'read own posts');
}
