import type { TAppEvent } from '@gatling/shared/api/events';
import type { TDb } from '../db/client';
import type { TEventHub } from './event-hub';
import { readEventsAfter } from './read-events';

/** A comment line every this often keeps proxies from closing an idle stream. */
export const KEEP_ALIVE_MS = 25_000;
export const KEEP_ALIVE = ': keep-alive\n\n';
/** Events read from the table at once. */
const READ_BATCH = 100;

/** One event on the wire: id, type, and the event as JSON (packages/shared/src/api/events.ts). */
export const formatEvent = (id: number, event: TAppEvent) =>
  `id: ${id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

type TStreamInput = {
  db: TDb;
  hub: TEventHub;
  userId: string;
  /** The last event the client has; 0 for none (then only what happens from now on is sent). */
  lastId: number;
  write: (text: string) => Promise<void>;
  signal: AbortSignal;
  keepAliveMs?: number;
};

/**
 * Sends the user's events after `lastId` until `signal` aborts: what is in the table at once, then
 * whatever the hub wakes it for, each read as "the rows after the last one sent". Every keep-alive
 * also reads, so a notification lost with a dropped connection delays an event, never loses it.
 */
export async function runEventStream(input: TStreamInput): Promise<void> {
  const { db, userId, write, signal } = input;
  const keepAliveMs = input.keepAliveMs ?? KEEP_ALIVE_MS;
  let pending = true;
  let interrupt: (() => void) | null = null;
  const wake = () => {
    pending = true;
    interrupt?.();
  };
  const onAbort = () => interrupt?.();
  signal.addEventListener('abort', onAbort);
  const subscription = input.hub.subscribe(userId, wake);
  try {
    const aborted = new Promise<void>((resolve) => {
      if (signal.aborted) resolve();
      else signal.addEventListener('abort', () => resolve(), { once: true });
    });
    await Promise.race([subscription.ready, aborted]);
    let last = input.lastId;
    while (!signal.aborted) {
      if (pending) {
        pending = false;
        last = await sendAfter(db, userId, last, write, signal);
        continue;
      }
      const timedOut = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(true), keepAliveMs);
        interrupt = () => {
          clearTimeout(timer);
          resolve(false);
        };
      });
      interrupt = null;
      if (signal.aborted) break;
      if (timedOut) {
        await write(KEEP_ALIVE);
        pending = true;
      }
    }
  } finally {
    subscription.unsubscribe();
    signal.removeEventListener('abort', onAbort);
  }
}

/** Sends every stored event after `last`, in order; answers the id of the last one read. */
async function sendAfter(
  db: TDb,
  userId: string,
  last: number,
  write: (text: string) => Promise<void>,
  signal: AbortSignal,
): Promise<number> {
  let after = last;
  for (;;) {
    const batch = await readEventsAfter(db, userId, after, READ_BATCH);
    for (const item of batch) {
      if (signal.aborted) return after;
      if (item.event) await write(formatEvent(item.id, item.event));
      after = item.id;
    }
    if (batch.length < READ_BATCH) return after;
  }
}
