import { describe, expect, test } from 'vitest';
import type { TSession } from '@gatling/shared/api/session';
import { uniqueEmail, useTestApp } from '#test/harness';
import { openEventStream } from '#test/kits/events';
import { publishEvent } from '../../event-log/publish-event';

// The ids GET /api/events sends are each user's own: they count that user's events and nothing of
// anyone else's, and Last-Event-ID resumes on them exactly as before (docs/decisions/0056).
const t = useTestApp();

/** One event for `session`'s user, named so that the stream shows which one arrived. */
const publish = (session: TSession, name: string) =>
  publishEvent(t.database.db, session.user.id, { type: 'draft.created', reply_id: name });

/** Ann's events named `names`, each after a busy spell of Bob's (one more event each time). */
async function interleaved(ann: TSession, bob: TSession, names: string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, name] of names.entries()) {
    for (let j = 0; j <= i; j += 1) await publish(bob, `bob-${name}-${j}`);
    ids.push(await publish(ann, name));
  }
  return ids;
}

const consecutive = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

describe('event ids', () => {
  test("count the user's own events only, whatever other users do in between", async () => {
    const ann = await t.signUpAndConfirm(uniqueEmail('ann'));
    const bob = await t.signUpAndConfirm(uniqueEmail('bob'));
    const stream = await openEventStream(t, ann);
    const published = await interleaved(ann, bob, ['a1', 'a2', 'a3', 'a4']);
    const received = await stream.until((events) => events.length === 4, "Ann's four events");
    // A new user's first event is 1: the ids say how many events she had, and nothing more.
    expect(received.map((r) => r.id)).toEqual([1, 2, 3, 4]);
    expect(published).toEqual([1, 2, 3, 4]);
    expect(received.map((r) => (r.event as { reply_id: string }).reply_id)).toEqual(['a1', 'a2', 'a3', 'a4']);
    // Bob's ids are his own too: 1 + 2 + 3 + 4 events, numbered 1 to 10.
    expect(await publish(bob, 'bob-last')).toBe(11);
    await stream.close();
  });

  test('Last-Event-ID replays exactly the events missed, once each, then the stream goes on', async () => {
    const ann = await t.signUpAndConfirm(uniqueEmail('ann'));
    const bob = await t.signUpAndConfirm(uniqueEmail('bob'));
    const first = await openEventStream(t, ann);
    await interleaved(ann, bob, ['b1', 'b2', 'b3']);
    const seen = (await first.until((events) => events.length === 3, 'three events')).at(-1)!;
    await first.close();

    // While Ann is away: her events among many of Bob's.
    const missed = await interleaved(ann, bob, ['b4', 'b5', 'b6']);
    expect(missed).toEqual(consecutive(seen.id + 1, 3));

    const again = await openEventStream(t, ann, { lastEventId: String(seen.id) });
    const fresh = await openEventStream(t, ann);
    await again.until((events) => events.length === 3, 'the three missed');
    const next = await publish(ann, 'b7');
    await again.until((events) => events.length === 4, 'the next one');
    await fresh.until((events) => events.length === 1, 'the next one, without Last-Event-ID');
    expect(again.received.map((r) => r.id)).toEqual([...missed, next]);
    expect(again.received.map((r) => (r.event as { reply_id: string }).reply_id)).toEqual([
      'b4',
      'b5',
      'b6',
      'b7',
    ]);
    expect(fresh.received.map((r) => r.id)).toEqual([next]);
    await Promise.all([again.close(), fresh.close()]);
  });

  test('events published at the same time get distinct consecutive ids, per user', async () => {
    const ann = await t.signUpAndConfirm(uniqueEmail('ann'));
    const bob = await t.signUpAndConfirm(uniqueEmail('bob'));
    const ids = await Promise.all(
      Array.from({ length: 24 }, (_, i) => publish(i % 3 === 0 ? ann : bob, `same-time-${i}`)),
    );
    const anns = ids.filter((_, i) => i % 3 === 0);
    const bobs = ids.filter((_, i) => i % 3 !== 0);
    expect([...anns].sort((a, b) => a - b)).toEqual(consecutive(1, 8));
    expect([...bobs].sort((a, b) => a - b)).toEqual(consecutive(1, 16));
  });
});
