import { APICallError, RetryError } from 'ai';
import type { TCallSignal } from './call-signal';
import type { TCallHandle, TServiceCore } from './service-core';
import { QUOTA_MESSAGE, retryAfterMs } from './provider-errors';

/**
 * The longest Retry-After a call waits out before its retry. A provider that asks for longer is
 * not waited for: the call fails as rate limited and says when to try again.
 */
export const RETRY_AFTER_MAX_MS = 20_000;
/** The wait before a retry when the provider named none: 1 s, then 2 s, 4 s… */
const BACKOFF_MS = 1000;

/**
 * The one retry policy of a model request: each attempt has its own LLM_TIMEOUT_MS; a failure
 * worth retrying (no answer in time, 408/409/429/5xx, the connection dropped) is tried again up to
 * LLM_MAX_RETRIES times, after the provider's Retry-After when it gave one (within
 * RETRY_AFTER_MAX_MS), else after a short backoff. An interactive call (TCallContext.interactive)
 * retries only within its one deadline: a timeout is that deadline, and a wait that would outlast it
 * is not made. The SDK's own retries are off, so its backoff and our timer never overlap. What
 * still fails is thrown as is, for classifyFailure to name.
 */
export async function withRetries<T>(
  core: Pick<TServiceCore, 'maxRetries'>,
  handle: Pick<TCallHandle, 'call'>,
  send: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const { call } = handle;
  for (let attempt = 0; ; attempt++) {
    const signal = call.nextAttempt();
    try {
      return await send(signal);
    } catch (err) {
      const wait = retryDelay(err, call, attempt, core.maxRetries);
      if (wait === undefined) throw err;
      await waitToRetry(call, wait);
    }
  }
}

/**
 * How long to wait before attempt `attempt + 1` after this failure, or undefined when the call should
 * fail now (no retries left, the caller went away, the call's deadline passed or would pass while
 * waiting, or a failure not worth retrying).
 */
export function retryDelay(
  thrown: unknown,
  call: Pick<TCallSignal, 'aborted' | 'timedOut' | 'remainingMs'>,
  attempt: number,
  maxRetries: number,
): number | undefined {
  if (attempt >= maxRetries || call.aborted()) return undefined;
  const left = call.remainingMs();
  if (left <= 0) return undefined;
  const wait = retryWait(thrown, call.timedOut(), attempt);
  return wait !== undefined && wait < left ? wait : undefined;
}

/** Waits `ms` with no attempt timer running; returns early when the call is stopped. */
export async function waitToRetry(call: Pick<TCallSignal, 'pause' | 'stopped'>, ms: number): Promise<void> {
  call.pause();
  await sleep(ms, call.stopped);
}

/** How long to wait before retrying this failure, or undefined when it is not worth retrying. */
function retryWait(thrown: unknown, timedOut: boolean, attempt: number): number | undefined {
  // A slow answer is asked again at once: waiting would not make the provider faster.
  if (timedOut) return 0;
  const cause = RetryError.isInstance(thrown) ? thrown.lastError : thrown;
  if (!APICallError.isInstance(cause) || !cause.isRetryable) return undefined;
  if (QUOTA_MESSAGE.test(`${cause.message} ${cause.responseBody ?? ''}`)) return undefined;
  const asked = retryAfterMs(cause.responseHeaders);
  if (asked === undefined) return BACKOFF_MS * 2 ** attempt;
  return asked <= RETRY_AFTER_MAX_MS ? asked : undefined;
}

/** Resolves after `ms`, or as soon as the call is stopped (the next attempt then fails as aborted). */
function sleep(ms: number, stopped: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (ms <= 0 || stopped.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      stopped.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    stopped.addEventListener('abort', done, { once: true });
  });
}
