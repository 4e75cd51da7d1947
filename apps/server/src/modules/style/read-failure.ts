import type { AppError } from '../../errors';
import type { TDb } from '../../db/client';
import type { TPlatformId } from '../../integrations/platform/types';
import type { TLogger } from '../../lib/logger';
import { platformReadFailure, type TReadFailureDetails } from '../connections/platform-failure';

/** What the user reads when their own posts cannot be read, in the words of the platform read. */
export const READ_FAILURE_DETAILS: Record<TPlatformId, TReadFailureDetails> = {
  twitter: {
    reconnect: 'Your X connection has expired. Please connect your X account again.',
    rateLimited: 'X is limiting requests right now. Please try again in a few minutes.',
    down: 'X is not answering right now. Please try again later.',
    unexpected: 'X could not return your posts right now. Please try again later.',
  },
  bluesky: {
    reconnect: 'Your Bluesky connection has expired. Please connect your Bluesky account again.',
    rateLimited: 'Bluesky is limiting requests right now. Please try again in a few minutes.',
    down: 'Bluesky is not answering right now. Please try again later.',
    unexpected: 'Bluesky could not return your posts right now. Please try again later.',
  },
};

/** X's: the words the style screens began with. */
export const READ_FAILURE_DETAIL = READ_FAILURE_DETAILS.twitter;

/** A failed read of the user's own posts as the API's error, or null when it is not a platform failure. */
export function readFailure(
  err: unknown,
  ctx: { db: TDb; logger: TLogger },
  userId: string,
  platform: TPlatformId = 'twitter',
): Promise<AppError | null> {
  return platformReadFailure(err, ctx, userId, READ_FAILURE_DETAILS[platform], 'read own posts', platform);
}
