import { AppError } from '../../errors';
import { weightedLength, X_MAX_WEIGHTED_LENGTH } from '../../integrations/platform/post-length';

/** A reply must fit in one post as X counts it (URLs 23, emoji and CJK 2); 422 otherwise. */
export function assertReplyFits(text: string): void {
  if (weightedLength(text) > X_MAX_WEIGHTED_LENGTH) {
    throw new AppError('VALIDATION_FAILED', `The reply is longer than ${X_MAX_WEIGHTED_LENGTH} characters`);
  }
}
