import twitter from 'twitter-text';
import type { TLengthRule } from './types';

/** X's limit on a post's weighted length. */
export const X_MAX_WEIGHTED_LENGTH = 280;

/**
 * X's weighted length of a text (twitter-text `parseTweet`): what the 280 limit counts. Most Latin
 * characters weigh 1, CJK and emoji 2, and every URL 23 whatever its length.
 */
export function weightedLength(text: string): number {
  return twitter.parseTweet(text).weightedLength;
}

/** X's limit on a reply, as providers of X (the live one, the sandbox network) declare it. */
export const X_REPLY_LENGTH: TLengthRule = { max: X_MAX_WEIGHTED_LENGTH, measure: weightedLength };
