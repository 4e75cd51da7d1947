import type { TAppEvent } from '@gatling/shared/api/events';

type TConnection = {
  lastEventId: string | null;
  authorization: string | null;
  controller: ReadableStreamDefaultController<Uint8Array>;
  /** The request's signal: aborted once the page closed this connection. */
  signal: AbortSignal | null;
};

/**
 * GET /api/events faked at the network edge: each request opens a stream the test writes into
 * (raw text, so chunks may split anywhere), closes or breaks. Use `route` as the fakeApi handler.
 */
export function fakeEventStream() {
  const connections: TConnection[] = [];
  const encoder = new TextEncoder();
  const latest = () => {
    const c = connections[connections.length - 1];
    if (!c) throw new Error('no event stream is open');
    return c;
  };
  const route = (_url: URL, init: RequestInit | undefined) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    const signal = init?.signal ?? null;
    // As a browser's fetch does, aborting the request breaks the body being read.
    signal?.addEventListener('abort', () => {
      try {
        controller.error(new DOMException('The operation was aborted.', 'AbortError'));
      } catch {
        // Already closed or broken.
      }
    });
    connections.push({
      lastEventId: headers['last-event-id'] ?? null,
      authorization: headers.authorization ?? null,
      controller,
      signal,
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  };
  return {
    route,
    connections,
    /** Writes raw text to the open stream. */
    write: (text: string) => latest().controller.enqueue(encoder.encode(text)),
    /** Writes one event in the wire format of packages/shared/src/api/events.ts. */
    send: (id: string, event: TAppEvent) =>
      latest().controller.enqueue(
        encoder.encode(`id: ${id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`),
      ),
    /** The server ends the stream (a deploy, a proxy timeout). */
    close: () => latest().controller.close(),
    /** The connection breaks. */
    fail: () => latest().controller.error(new TypeError('network error')),
  };
}
