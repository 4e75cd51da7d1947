import {
  BadInputError,
  RateLimitedError,
  ReconnectNeededError,
  ReplyNotAllowedError,
} from '../../integrations/platform/errors';
import type { TPlatform } from '@gatling/shared/api/platforms';
import {
  duplicateDetail,
  gaveUpDetail,
  rateLimitedDetail,
  refusedDetail,
  retryingDetail,
  unconfirmedDetail,
} from './publish-messages';

/** Where a publish attempt failed: reading the account's posts first, or posting the reply. */
export type TFailurePhase = 'lookup' | 'post';

export type TDecision =
  /**
   * Back to 'scheduled' until `at`. `refund` gives the attempt back when it certainly posted nothing
   * (a refused call), so rate limits do not use up attempts and the next claim still knows whether
   * an earlier one may have posted (publish_attempts > 1).
   */
  | { kind: 'retry'; at: Date; refund: boolean; detail: string }
  /** The API may not reply there: the user finishes it on the platform's reply page. */
  | { kind: 'intent' }
  | { kind: 'reconnect' }
  | { kind: 'failed'; detail: string }
  /** The reply may exist (unknown outcome, or the platform calls it a duplicate): look, then decide. */
  | { kind: 'verify'; otherwise: string };

export const RETRY_BASE_MS = 30_000;
export const RETRY_MAX_MS = 30 * 60_000;

/** 30 s, 1 min, 2 min, … after attempts 1, 2, 3, …, at most 30 minutes. */
export function retryDelayMs(attempt: number): number {
  return Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempt - 1));
}

const DUPLICATE = /duplicate/i;

/**
 * What to do after a failed publish attempt, from the error's type alone (the platform layer maps
 * every platform's failures to these types). Anything untyped (the platform down, an answer nobody
 * expected, a dropped connection) may have posted: it is retried, each retry looking first.
 * `platform` names the network in the words the user reads (X when not given).
 */
export function decideAfterFailure(
  err: unknown,
  input: { phase: TFailurePhase; attempt: number; maxAttempts: number; now: Date; platform?: TPlatform },
): TDecision {
  const { phase, attempt, maxAttempts, now, platform = 'twitter' } = input;
  if (err instanceof ReconnectNeededError) return { kind: 'reconnect' };
  if (err instanceof RateLimitedError) {
    const at = new Date(Math.max(err.resetAt.getTime(), now.getTime() + 1000));
    return { kind: 'retry', at, refund: true, detail: rateLimitedDetail(platform) };
  }
  if (phase === 'post' && err instanceof ReplyNotAllowedError) return { kind: 'intent' };
  if (phase === 'post' && err instanceof BadInputError) {
    if (DUPLICATE.test(err.message)) return { kind: 'verify', otherwise: duplicateDetail(platform) };
    return { kind: 'failed', detail: refusedDetail(err, platform) };
  }
  if (attempt < maxAttempts) {
    return {
      kind: 'retry',
      at: new Date(now.getTime() + retryDelayMs(attempt)),
      // A failed read posted nothing; a failed post may have.
      refund: false,
      detail: retryingDetail(attempt, err, platform),
    };
  }
  return phase === 'post'
    ? { kind: 'verify', otherwise: gaveUpDetail(attempt, err) }
    : { kind: 'failed', detail: unconfirmedDetail(attempt, err, platform) };
}
