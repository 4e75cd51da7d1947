import type { TAppEvent } from '@gatling/shared/api/events';
import { EVENT_TYPES } from '@gatling/shared/api/event-types';
import { apiFetch } from '../api-client';
import { ApiError } from '../api-error';
import { SseParser } from './parse-sse';

/** up: the stream is open; down: it is not (connecting, or waiting to try again). */
export type TStreamStatus = 'up' | 'down';

type TOptions = {
  onEvent: (event: TAppEvent) => void;
  onStatus: (status: TStreamStatus) => void;
  /** Waits before the nth reconnection (1-based); tests pass a short one. */
  backoffMs?: (attempt: number) => number;
};

/** 1 s, 2 s, 4 s … up to 30 s, with some jitter so a restarted server is not hit by every tab at once. */
export function defaultBackoffMs(attempt: number): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.min(attempt - 1, 5));
  return base * (0.8 + Math.random() * 0.4);
}

export type TEventStream = { stop: () => void; lastEventId: () => string | null };

/**
 * GET /api/events read with fetch (EventSource cannot send the bearer header): each event is
 * handed on when its type is one this client knows; when the stream ends or fails it reconnects after a
 * growing wait, sending the last id seen as Last-Event-ID so nothing is missed. stop() ends it.
 */
export function openEventStream({ onEvent, onStatus, backoffMs = defaultBackoffMs }: TOptions): TEventStream {
  const abort = new AbortController();
  let lastId: string | null = null;
  let failures = 0;

  const readOnce = async () => {
    const headers: Record<string, string> = { accept: 'text/event-stream' };
    if (lastId !== null) headers['last-event-id'] = lastId;
    const res = await apiFetch('/events', { signal: abort.signal, headers });
    // Anything else (a page served for an unknown address, a proxy's answer) is not the stream.
    const type = res.headers.get('content-type') ?? '';
    if (!res.body || !type.includes('text/event-stream'))
      throw new ApiError(0, 'The server did not answer with an event stream', 'NETWORK');
    onStatus('up');
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    const parser = new SseParser();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      // Only a stream that delivered something resets the backoff (not one closed at once each time).
      failures = 0;
      for (const message of parser.push(decoder.decode(value, { stream: true }))) {
        if (message.id !== null) lastId = message.id;
        // An event this client does not know yet is skipped (the next deploy knows it), and so is
        // one whose data is not a JSON object; the rest is the server's, checked against ZAppEvent
        // as it was written.
        const data = jsonObject(message.data);
        if (data && (EVENT_TYPES as readonly string[]).includes(message.event))
          onEvent({ ...data, type: message.event } as TAppEvent);
      }
    }
  };

  const run = async () => {
    while (!abort.signal.aborted) {
      try {
        await readOnce();
      } catch (error) {
        if (abort.signal.aborted) return;
        // Signed out (no token) or refused: the provider stops the stream; until then keep trying slowly.
        if (error instanceof ApiError && error.status === 401) failures = Math.max(failures, 5);
      }
      if (abort.signal.aborted) return;
      onStatus('down');
      failures += 1;
      await sleep(backoffMs(failures), abort.signal);
    }
  };
  void run();

  return { stop: () => abort.abort(), lastEventId: () => lastId };
}

function jsonObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}
