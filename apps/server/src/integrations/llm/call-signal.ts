/**
 * The abort signal of one model call: the caller's signal, a timer (LLM_TIMEOUT_MS) and our own
 * cancel, combined, so a failure can tell a timeout from a caller that went away. The timer runs per
 * attempt: a retry gets a fresh one (`nextAttempt`), and none runs while waiting between attempts.
 */
export type TCallSignal = {
  /** The signal of the current attempt. */
  signal: AbortSignal;
  /** The current attempt ran out of time. */
  timedOut: () => boolean;
  aborted: () => boolean;
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

export function openCallSignal(timeoutMs: number, callerSignal: AbortSignal | undefined): TCallSignal {
  const own = new AbortController();
  const stopped = AbortSignal.any([own.signal, ...(callerSignal ? [callerSignal] : [])]);
  let timer = new AbortController();
  let handle: ReturnType<typeof setTimeout> | undefined;
  const start = () => {
    const current = timer;
    handle = setTimeout(
      () => current.abort(new DOMException('The language model did not answer in time', 'TimeoutError')),
      timeoutMs,
    );
  };
  start();
  const call: TCallSignal = {
    signal: AbortSignal.any([stopped, timer.signal]),
    timedOut: () => timer.signal.aborted,
    aborted: () => stopped.aborted,
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
      call.signal = AbortSignal.any([stopped, timer.signal]);
      return call.signal;
    },
    stopped,
    cancel: () => own.abort(new DOMException('The language-model call was cancelled', 'AbortError')),
    dispose: () => clearTimeout(handle),
  };
  return call;
}
