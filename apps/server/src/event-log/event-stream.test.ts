import { describe, expect, test, vi } from 'vitest';
import { uniqueEmail, useTestApp } from '#test/harness';
import type { TEventHub } from './event-hub';
import { KEEP_ALIVE, formatEvent, runEventStream } from './event-stream';
import { publishEvent } from './publish-event';

// The stream loop itself, with a short keep-alive: what it writes, and that it ends on abort.
const t = useTestApp();

/** The app's hub, counting the subscriptions still open. */
function countingHub(hub: TEventHub) {
  let open = 0;
  const counted: TEventHub = {
    ...hub,
    subscribe: (userId, wake) => {
      const subscription = hub.subscribe(userId, wake);
      open += 1;
      let gone = false;
      return {
        ready: subscription.ready,
        unsubscribe: () => {
          if (!gone) open -= 1;
          gone = true;
          subscription.unsubscribe();
        },
      };
    },
  };
  return { hub: counted, open: () => open };
}

describe('runEventStream', () => {
  test('keeps the line alive while idle, sends what is stored, and ends when the client goes', async () => {
    const { user } = await t.signUpAndConfirm(uniqueEmail('loop'));
    const db = t.database.db;
    const before = await publishEvent(db, user.id, { type: 'subscription.changed' });
    const written: string[] = [];
    const abort = new AbortController();
    const counting = countingHub(t.events);
    const running = runEventStream({
      db,
      hub: counting.hub,
      userId: user.id,
      lastId: before,
      signal: abort.signal,
      keepAliveMs: 50,
      write: async (text) => {
        written.push(text);
      },
    });
    await vi.waitFor(() => expect(written.length).toBeGreaterThanOrEqual(2));
    expect(new Set(written)).toEqual(new Set([KEEP_ALIVE]));

    const id = await publishEvent(db, user.id, { type: 'reply.awaiting_intent', reply_id: 'r1' });
    await vi.waitFor(() => expect(written.some((w) => w !== KEEP_ALIVE)).toBe(true));
    expect(written.filter((w) => w !== KEEP_ALIVE)).toEqual([
      formatEvent(id, { type: 'reply.awaiting_intent', reply_id: 'r1' }),
    ]);
    expect(formatEvent(id, { type: 'reply.awaiting_intent', reply_id: 'r1' })).toBe(
      `id: ${id}\nevent: reply.awaiting_intent\ndata: {"type":"reply.awaiting_intent","reply_id":"r1"}\n\n`,
    );

    // The loop has returned and no longer listens: nothing wakes it to write again.
    expect(counting.open()).toBe(1);
    abort.abort();
    await running;
    expect(counting.open()).toBe(0);
  });

  test('an event of a rolled-back transaction is never stored nor sent', async () => {
    const { user } = await t.signUpAndConfirm(uniqueEmail('rollback'));
    const db = t.database.db;
    const written: string[] = [];
    const abort = new AbortController();
    const running = runEventStream({
      db,
      hub: t.events,
      userId: user.id,
      lastId: 0,
      signal: abort.signal,
      write: async (text) => {
        written.push(text);
      },
    });
    await expect(
      db.transaction(async (tx) => {
        await publishEvent(tx as never, user.id, { type: 'subscription.changed' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const kept = await publishEvent(db, user.id, { type: 'draft.created', reply_id: 'r2' });
    await vi.waitFor(() => expect(written.length).toBeGreaterThan(0));
    expect(written).toEqual([formatEvent(kept, { type: 'draft.created', reply_id: 'r2' })]);
    abort.abort();
    await running;
  });
});
