import { useCallback, useEffect, useRef, useState } from 'react';

/** How a send ended: answered, failed (the text comes back into the field), or aborted by a newer message. */
export type TSendResult = 'sent' | 'failed' | 'aborted';

/** One message sent by a chat: its request and what the chat does with the outcome. */
export type TChatTurn<TAnswer, TError> = {
  /** Sends the message; `signal` aborts it when a newer turn starts or the chat goes away. */
  request: (signal: AbortSignal) => Promise<TAnswer>;
  /** The answer of a turn that was not aborted meanwhile. */
  answered?: (answer: TAnswer) => void;
  /** A failure that is not an abort: the error to show, and how the send ended. */
  failed: (err: unknown) => { error: TError; result: TSendResult };
  /** After the turn however it ended; `current` is false once a newer turn has taken its place. */
  settled?: (current: boolean) => void;
};

export type TChatTurnOptions<TError> = {
  /** The error shown while the browser is offline. */
  offlineError: TError;
  /** Whether an error says the connection is gone; such an error clears when the browser is back online. */
  isConnectionError: (error: TError) => boolean;
};

const isAbort = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';

/** The browser says it has no network (an answer may still fail for other reasons when it has). */
export const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * What both chats share (docs/product/states.md#chat): one turn at a time, where a new message aborts the one
 * in flight and an aborted turn ends silently; the last turn's error; the connection error while the browser
 * is offline. Leaving the chat aborts the turn in flight. Pass options that do not change between renders
 * (module constants).
 */
export function useChatTurn<TError>({ offlineError, isConnectionError }: TChatTurnOptions<TError>) {
  const [error, setError] = useState<TError | null>(null);
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => {
    const onOffline = () => setError(offlineError);
    const onOnline = () => setError((e) => (e !== null && isConnectionError(e) ? null : e));
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, [offlineError, isConnectionError]);

  useEffect(() => () => inFlight.current?.abort(), []);

  /** Aborts the turn in flight; it then ends silently as 'aborted'. */
  const abort = useCallback(() => {
    inFlight.current?.abort();
    inFlight.current = null;
  }, []);

  /** Aborts the turn in flight and runs this one. */
  const run = useCallback(
    async <TAnswer>(turn: TChatTurn<TAnswer, TError>): Promise<TSendResult> => {
      abort();
      const controller = new AbortController();
      inFlight.current = controller;
      setError(null);
      try {
        const answer = await turn.request(controller.signal);
        if (controller.signal.aborted) return 'aborted';
        turn.answered?.(answer);
        return 'sent';
      } catch (err) {
        if (isAbort(err) || controller.signal.aborted) return 'aborted';
        const failure = turn.failed(err);
        setError(failure.error);
        return failure.result;
      } finally {
        const current = inFlight.current === controller;
        if (current) inFlight.current = null;
        turn.settled?.(current);
      }
    },
    [abort],
  );

  return { error, setError, run, abort };
}
