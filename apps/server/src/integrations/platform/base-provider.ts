import type { TLogger } from '../../lib/logger';
import {
  BadInputError,
  PlatformDownError,
  PlatformError,
  RateLimitedError,
  ReconnectNeededError,
  ReplyNotAllowedError,
} from './errors';
import { OUTCOMES_BATCH_MAX, type TPlatformId } from './types';

export type TRetryPolicy = {
  /** Tries in all, the first included. */
  attempts: number;
  baseDelayMs: number;
  /** No single wait is longer than this, whatever the attempt. */
  maxDelayMs: number;
};

export const DEFAULT_RETRY: TRetryPolicy = { attempts: 3, baseDelayMs: 400, maxDelayMs: 3_000 };

/** When the platform gives no reset time with a 429: X's rate-limit windows are 15 minutes. */
export const DEFAULT_RATE_LIMIT_WINDOW_MS = 15 * 60_000;

export type TBaseProviderOptions = {
  logger: TLogger;
  retry?: Partial<TRetryPolicy> | undefined;
  /** Injectable so tests do not wait. */
  sleep?: ((ms: number) => Promise<void>) | undefined;
  /** In [0, 1); injectable so jitter is reproducible in tests. */
  random?: (() => number) | undefined;
  now?: (() => number) | undefined;
};

export type TCallOptions = {
  /**
   * false for calls that must not be repeated after a failure whose outcome is unknown (posting:
   * a 5xx or a dropped connection may still have published, and a second try would post twice).
   */
  idempotent?: boolean;
};

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A count asked of a platform (a page's size, a read's most), whole and within [min, max]. */
export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.floor(value)));
}

/** Usernames without '@', trimmed, lower case: how platforms compare them. */
export function normaliseUsername(raw: string): string {
  return raw.trim().replace(/^@+/, '').toLowerCase();
}

/**
 * When a rate limit lifts, from the platform's reset time in unix seconds: a missing or unreadable
 * one means a full window; one already past means "shortly" (clocks differ), never "now".
 */
export function rateLimitResetAt(resetUnixSeconds: number | undefined, nowMs: number): Date {
  if (resetUnixSeconds === undefined || !Number.isFinite(resetUnixSeconds) || resetUnixSeconds <= 0) {
    return new Date(nowMs + DEFAULT_RATE_LIMIT_WINDOW_MS);
  }
  return new Date(Math.max(resetUnixSeconds * 1000, nowMs + 1000));
}

/** Refuses a getReplyOutcomes call that asks for more than OUTCOMES_BATCH_MAX posts at once. */
export function checkOutcomesBatch(items: readonly unknown[]): void {
  if (items.length > OUTCOMES_BATCH_MAX) {
    throw new BadInputError(`At most ${OUTCOMES_BATCH_MAX} posts per lookup, got ${items.length}`);
  }
}

/**
 * What every platform provider builds on: one place for retries with capped, jittered exponential
 * backoff (platform-down only), rate limits (thrown at once with the reset time, never slept on),
 * turning failures into typed PlatformErrors, and logging them without credentials.
 */
export abstract class BaseProvider {
  abstract readonly id: TPlatformId;
  protected readonly logger: TLogger;
  protected readonly retry: TRetryPolicy;
  protected readonly sleep: (ms: number) => Promise<void>;
  protected readonly random: () => number;
  protected readonly now: () => number;

  protected constructor(options: TBaseProviderOptions) {
    this.logger = options.logger;
    this.retry = { ...DEFAULT_RETRY, ...options.retry };
    this.retry.attempts = Math.max(1, Math.floor(this.retry.attempts));
    this.sleep = options.sleep ?? sleepFor;
    this.random = options.random ?? Math.random;
    this.now = options.now ?? Date.now;
  }

  /** Turns whatever the platform's client threw into a typed error. PlatformErrors never reach it. */
  protected abstract mapError(err: unknown, operation: string): PlatformError;

  /**
   * A call whose rate limit only costs detail (an outcome's author reply or like): null, and a
   * warning, instead of RateLimitedError, so the figures already read are kept.
   */
  protected async secondaryCall<T>(operation: string, fn: () => Promise<T>): Promise<T | null> {
    try {
      return await this.call(operation, fn);
    } catch (err) {
      if (!(err instanceof RateLimitedError)) throw err;
      this.logger.warn(
        { platform: this.id, operation, resetAt: err.resetAt.toISOString() },
        'rate limited; the rest of this detail is left unknown',
      );
      return null;
    }
  }

  /** Runs one platform call: retries platform-down failures, maps and logs the final failure. */
  protected async call<T>(operation: string, fn: () => Promise<T>, options: TCallOptions = {}): Promise<T> {
    const attempts = options.idempotent === false ? 1 : this.retry.attempts;
    for (let attempt = 1; ; attempt++) {
      try {
        return await fn();
      } catch (err) {
        const failure = this.toPlatformError(err, operation);
        if (failure instanceof PlatformDownError && attempt < attempts) {
          const delayMs = this.backoffDelay(attempt);
          this.logger.warn(
            { platform: this.id, operation, attempt, delayMs, error: failure.message },
            'platform call failed; retrying',
          );
          await this.sleep(delayMs);
          continue;
        }
        this.logFailure(operation, attempt, failure);
        throw failure;
      }
    }
  }

  /** Exponential from baseDelayMs, capped at maxDelayMs, with "equal jitter" (half fixed, half random). */
  protected backoffDelay(attempt: number): number {
    const exponential = Math.min(this.retry.maxDelayMs, this.retry.baseDelayMs * 2 ** (attempt - 1));
    const delay = exponential / 2 + this.random() * (exponential / 2);
    return Math.min(this.retry.maxDelayMs, Math.round(delay));
  }

  /** A RateLimitedError from the platform's reset time in unix seconds. */
  protected rateLimited(
    message: string,
    resetUnixSeconds: number | undefined,
    cause?: unknown,
  ): RateLimitedError {
    return new RateLimitedError(message, rateLimitResetAt(resetUnixSeconds, this.now()), { cause });
  }

  private toPlatformError(err: unknown, operation: string): PlatformError {
    if (err instanceof PlatformError) return err;
    try {
      return this.mapError(err, operation);
    } catch (mappingFailure) {
      return new PlatformError(`${operation} failed and its error could not be read`, {
        cause: mappingFailure,
      });
    }
  }

  /**
   * Warn-level, typed, and without the raw error: a client's error carries the request, whose
   * Authorization header names the user's token. Known outcomes say what they are; only errors
   * no mapping recognised are logged as unexpected.
   */
  private logFailure(operation: string, attempts: number, failure: PlatformError): void {
    const fields: Record<string, unknown> = {
      platform: this.id,
      operation,
      attempts,
      errorType: failure.name,
      error: failure.message,
    };
    if (failure instanceof RateLimitedError) fields.resetAt = failure.resetAt.toISOString();
    this.logger.warn(fields, describe(failure));
  }
}

function describe(failure: PlatformError): string {
  if (failure instanceof ReconnectNeededError)
    return 'platform access was revoked or is invalid; the user must reconnect';
  if (failure instanceof RateLimitedError) return 'platform rate limit reached';
  if (failure instanceof ReplyNotAllowedError) return 'platform does not allow this reply through the API';
  if (failure instanceof BadInputError) return 'platform refused the input';
  if (failure instanceof PlatformDownError) return 'platform is not answering';
  return 'platform call failed with an unexpected error';
}
