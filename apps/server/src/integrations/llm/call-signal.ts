/**
 * The abort signal of one model call: the caller's signal, a timer (LLM_TIMEOUT_MS) and our own
 * cancel, combined, so a failure can tell a timeout from a caller that went away.
 */
export type TCallSignal = {
  signal: AbortSignal;
  timedOut: () => boolean;
  aborted: () => boolean;
  /** Restarts the timer: streams time out when no chunk arrives for the whole period. */
  touch: () => void;
  /** Stops the call (e.g. the consumer of a stream stopped reading). */
  cancel: () => void;
  dispose: () => void;
};

export function openCallSignal(timeoutMs: number, callerSignal: AbortSignal | undefined): TCallSignal {
  const timer = new AbortController();
  const own = new AbortController();
  const expire = () =>
    timer.abort(new DOMException('The language model did not answer in time', 'TimeoutError'));
  let handle = setTimeout(expire, timeoutMs);
  const signals = [timer.signal, own.signal, ...(callerSignal ? [callerSignal] : [])];
  return {
    signal: AbortSignal.any(signals),
    timedOut: () => timer.signal.aborted,
    aborted: () => Boolean(callerSignal?.aborted) || own.signal.aborted,
    touch: () => {
      if (timer.signal.aborted) return;
      clearTimeout(handle);
      handle = setTimeout(expire, timeoutMs);
    },
    cancel: () => own.abort(new DOMException('The language-model call was cancelled', 'AbortError')),
    dispose: () => clearTimeout(handle),
  };
}
