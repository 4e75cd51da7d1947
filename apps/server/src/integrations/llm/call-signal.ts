import type { TCallContext } from './types';

/**
 * The longest a person waits for an interactive call (TCallContext.interactive), retries included:
 * past it they would rather try again or write it themselves. Shorter when LLM_TIMEOUT_MS is.
 */
export const INTERACTIVE_DEADLINE_MAX_MS = 45_000;

/** The one deadline of an interactive call on a service whose attempts have `timeoutMs` each. */
export const interactiveDeadlineMs = (timeoutMs: number) => Math.min(timeoutMs, INTERACTIVE_DEADLINE_MAX_MS);

/** How long a call may take: each attempt, and an interactive call as a whole (service-core.ts). */
export type TCallLimits = { timeoutMs: number; interactiveDeadlineMs?: number | undefined };

/**
 * The abort signal of one model call: the caller's signal, a timer (LLM_TIMEOUT_MS) and our own
 * cancel, combined, so a failure can tell a timeout from a caller that went away. The timer runs per
 * attempt: a retry gets a fresh one (`nextAttempt`), and none runs while waiting between attempts.
 * An interactive call also has one deadline for the whole call, which no retry resets.
 */
export type TCallSignal = {
  /** The signal of the current attempt. */
  signal: AbortSignal;
  /** The current attempt ran out of time, or the call's deadline passed. */
  timedOut: () => boolean;
  aborted: () => boolean;
  /** How long is left before the call's deadline (Infinity without one): a longer wait is not made. */
  remainingMs: () => number;
  /**
   * How long the model had when the call timed out, for the detail the user reads: an interactive
   * call's deadline, else one attempt's timeout.
   */
  limitMs: number;
  /**
   * The person has the first part of the answer (a stream's first chunk): the deadline ends here,
   * the idle timer goes on.
   */
  answered: () => void;
  /** Restarts the timer: streams time out when no chunk arrives for the whole period. */
  touch: () => void;
  /** Stops the timer until the next attempt (while waiting out a provider's Retry-After). */
  pause: () => void;
  /** A fresh timer for the next attempt; returns the attempt's signal (also `signal` from now on). */
  nextAttempt: () => AbortSignal;
  /** The caller's signal and our cancel, without any timer: for waits between attempts. */
  stopped: AbortSignal;
  /** Stops the call (e.g. the consumer of a stream stopped reading). */
  cancel: () => void;
  dispose: () => void;
};

const timeoutError = () => new DOMException('The language model did not answer in time', 'TimeoutError');

export function openCallSignal(
  limits: TCallLimits,
  ctx: Pick<TCallContext, 'signal' | 'interactive'> = {},
): TCallSignal {
  const { timeoutMs } = limits;
  const own = new AbortController();
  const stopped = AbortSignal.any([own.signal, ...(ctx.signal ? [ctx.signal] : [])]);
  const deadlineMs = ctx.interactive
    ? (limits.interactiveDeadlineMs ?? interactiveDeadlineMs(timeoutMs))
    : undefined;
  const deadline = openDeadline(deadlineMs);
  let timer = new AbortController();
  let handle: ReturnType<typeof setTimeout> | undefined;
  const start = () => {
    const current = timer;
    handle = setTimeout(() => current.abort(timeoutError()), timeoutMs);
  };
  const attemptSignal = () => AbortSignal.any([stopped, deadline.signal, timer.signal]);
  start();
  const call: TCallSignal = {
    signal: attemptSignal(),
    timedOut: () => timer.signal.aborted || deadline.signal.aborted,
    aborted: () => stopped.aborted,
    remainingMs: deadline.remainingMs,
    limitMs: deadlineMs ?? timeoutMs,
    answered: deadline.end,
    touch: () => {
      if (timer.signal.aborted) return;
      clearTimeout(handle);
      start();
    },
    pause: () => clearTimeout(handle),
    nextAttempt: () => {
      clearTimeout(handle);
      timer = new AbortController();
      start();
      call.signal = attemptSignal();
      return call.signal;
    },
    stopped,
    cancel: () => own.abort(new DOMException('The language-model call was cancelled', 'AbortError')),
    dispose: () => {
      clearTimeout(handle);
      deadline.end();
    },
  };
  return call;
}

/** The deadline of a whole call, from now; none (it never passes) when `ms` is undefined. */
function openDeadline(ms: number | undefined) {
  const passed = new AbortController();
  const endsAt = ms === undefined ? Infinity : performance.now() + ms;
  const handle = ms === undefined ? undefined : setTimeout(() => passed.abort(timeoutError()), ms);
  let ended = false;
  return {
    signal: passed.signal,
    remainingMs: () => (ended ? Infinity : Math.max(0, endsAt - performance.now())),
    end: () => {
      ended = true;
      clearTimeout(handle);
    },
  };
}
