import { AppError } from '../../errors';
import type { TLengthRule } from '../../integrations/platform/types';

/**
 * A reply must fit in one post as its platform counts it (`rule`: the provider's replyLength; X
 * weighs URLs 23 and emoji and CJK 2, Bluesky counts characters as a reader sees them); 422 otherwise.
 */
export function assertReplyFits(text: string, rule: TLengthRule): void {
  if (rule.measure(text) > rule.max) {
    throw new AppError('VALIDATION_FAILED', `The reply is longer than ${rule.max} characters`);
  }
}
