import { expect } from 'vitest';
import { ZAppEvent, type TAppEvent, type TEventType } from '@gatling/shared/api/events';
import type { TSession } from '@gatling/shared/api/session';
import { bearer } from '../harness';

export type TReceived = { id: number; type: string; event: TAppEvent };

/** What a stream needs of an app: a test app, or a real server reached over HTTP. */
type TRequester = { request: (path: string, init?: RequestInit) => Promise<Response> };

/**
 * An open GET /api/events: the events it sent so far, parsed as a browser would (id, event, data
 * lines; comments ignored), and the comments apart. close() is the client going away.
 */
export type TEventStream = {
  res: Response;
  received: TReceived[];
  comments: string[];
  /** Waits until the events received satisfy `done`; fails after `ms` saying what arrived. */
  until: (done: (events: TReceived[]) => boolean, what: string, ms?: number) => Promise<TReceived[]>;
  /** The first event of `type` (waiting for it), optionally one that matches `where`. */
  next: <T extends TEventType>(
    type: T,
    where?: (event: Extract<TAppEvent, { type: T }>) => boolean,
  ) => Promise<Extract<TAppEvent, { type: T }> & { id: number }>;
  ofType: <T extends TEventType>(type: T) => Extract<TAppEvent, { type: T }>[];
  /** Whether the server has ended the stream. */
  ended: () => boolean;
  /** Waits until the server ends the stream; fails after `ms` if it is still open. */
  endsWithin: (ms: number) => Promise<void>;
  close: () => Promise<void>;
};

export async function openEventStream(
  app: TRequester,
  session: TSession,
  options: { lastEventId?: string; query?: string } = {},
): Promise<TEventStream> {
  const headers: Record<string, string> = { ...bearer(session) };
  if (options.lastEventId !== undefined) headers['last-event-id'] = options.lastEventId;
  const res = await app.request(`/api/events${options.query ?? ''}`, { headers });
  expect(res.status, res.status === 200 ? '' : await res.clone().text()).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const received: TReceived[] = [];
  const comments: string[] = [];
  let buffer = '';
  let ended = false;
  // Waiters re-check whenever an event arrives or the stream ends: no polling.
  const waiters = new Set<() => void>();
  const changed = () => {
    for (const waiter of [...waiters]) waiter();
  };
  /**
   * Settles once `holds()` (checked now and on every change), or fails with `failure()` as soon as
   * that is not null; `ms` only bounds how long a test waits for what never comes.
   */
  const whenever = (holds: () => boolean, failure: () => Error | null, ms: number, late: () => Error) =>
    new Promise<void>((resolve, reject) => {
      const finish = (err?: Error) => {
        waiters.delete(check);
        clearTimeout(timer);
        if (err) reject(err);
        else resolve();
      };
      const check = () => {
        if (holds()) return finish();
        const err = failure();
        if (err) finish(err);
      };
      const timer = setTimeout(() => finish(late()), ms);
      waiters.add(check);
      check();
    });

  const take = (block: string) => {
    const fields: Record<string, string> = {};
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) comments.push(line.slice(1).trim());
      const colon = line.indexOf(':');
      if (colon > 0) fields[line.slice(0, colon)] = line.slice(colon + 1).replace(/^ /, '');
    }
    if (fields.data === undefined) return;
    const event = ZAppEvent.parse(JSON.parse(fields.data));
    expect(fields.event).toBe(event.type);
    received.push({ id: Number(fields.id), type: event.type, event });
    changed();
  };
  const pump = (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        take(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
      }
    }
    ended = true;
    changed();
  })();

  const until: TEventStream['until'] = async (done, what, ms = 20_000) => {
    const seen = () => received.map((r) => `${r.id} ${r.type}`).join(', ') || 'nothing';
    await whenever(
      () => done(received),
      () => (ended ? new Error(`the stream ended waiting for ${what}; received: ${seen()}`) : null),
      ms,
      () => new Error(`timed out waiting for ${what}; received: ${seen()}`),
    );
    return received;
  };
  const ofType = <T extends TEventType>(type: T) =>
    received.filter((r) => r.type === type).map((r) => r.event as Extract<TAppEvent, { type: T }>);
  const next: TEventStream['next'] = async (type, where = () => true) => {
    const found = () => received.find((r) => r.type === type && where(r.event as never));
    await until(() => found() !== undefined, type);
    const hit = found()!;
    return { ...(hit.event as object), id: hit.id } as never;
  };
  const endsWithin = (ms: number) =>
    whenever(
      () => ended,
      () => null,
      ms,
      () => new Error(`the stream was still open after ${ms} ms`),
    );
  return {
    res,
    received,
    comments,
    until,
    next,
    ofType,
    ended: () => ended,
    endsWithin,
    close: async () => {
      await reader.cancel().catch(() => undefined);
      await pump;
    },
  };
}
