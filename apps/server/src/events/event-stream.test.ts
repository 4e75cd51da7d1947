import { describe, expect, test } from 'vitest';
import { uniqueEmail, useTestApp } from '#test/harness';
import { KEEP_ALIVE, formatEvent, runEventStream } from './event-stream';
import { publishEvent } from './publish-event';

// The stream loop itself, with a short keep-alive: what it writes, and that it ends on abort.
const t = useTestApp();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Waits until `check` holds (a loaded machine may be slow), failing after 10 s. */
async function eventually(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await sleep(20);
  }
}

describe('runEventStream', () => {
  test('keeps the line alive while idle, sends what is stored, and ends when the client goes', async () => {
    const { user } = await t.signUpAndConfirm(uniqueEmail('loop'));
    const db = t.database.db;
    const before = await publishEvent(db, user.id, { type: 'subscription.changed' });
    const written: string[] = [];
    const abort = new AbortController();
    const running = runEventStream({
      db,
      hub: t.events,
      userId: user.id,
      lastId: before,
      signal: abort.signal,
      keepAliveMs: 50,
      write: async (text) => {
        written.push(text);
      },
    });
    await eventually(() => written.length >= 2, 'two keep-alives');
    expect(new Set(written)).toEqual(new Set([KEEP_ALIVE]));

    const id = await publishEvent(db, user.id, { type: 'reply.awaiting_intent', reply_id: 'r1' });
    await eventually(() => written.some((w) => w !== KEEP_ALIVE), 'the event');
    expect(written.filter((w) => w !== KEEP_ALIVE)).toEqual([
      formatEvent(id, { type: 'reply.awaiting_intent', reply_id: 'r1' }),
    ]);
    expect(formatEvent(id, { type: 'reply.awaiting_intent', reply_id: 'r1' })).toBe(
      `id: ${id}\nevent: reply.awaiting_intent\ndata: {"type":"reply.awaiting_intent","reply_id":"r1"}\n\n`,
    );

    abort.abort();
    await running;
    const count = written.length;
    await publishEvent(db, user.id, { type: 'subscription.changed' });
    await sleep(150);
    expect(written).toHaveLength(count);
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
    await eventually(() => written.length > 0, 'the kept event');
    expect(written).toEqual([formatEvent(kept, { type: 'draft.created', reply_id: 'r2' })]);
    abort.abort();
    await running;
  });
});
