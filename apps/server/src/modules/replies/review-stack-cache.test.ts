import { and, eq } from 'drizzle-orm';
import { describe, expect, test, vi } from 'vitest';
import type { TPendingRepliesAnswer } from '@gatling/shared/api/replies';
import type { TSession } from '@gatling/shared/api/session';
import { replyOutcomes } from '../../db/schema/analytics';
import { replies } from '../../db/schema/replies';
import { createLogger } from '../../lib/logger';
import { useTestApp } from '#test/harness';
import { fakeListeningDatabase } from '#test/kits/fake-listen';
import { reviewKit } from '#test/kits/review';
import { createReviewStackCache } from './review-stack-cache';

const logger = createLogger('silent');

describe('the review stack cache', () => {
  const opened = async (options: { ttlMs?: number; maxBytes?: number } = {}) => {
    const fake = fakeListeningDatabase();
    const cache = createReviewStackCache({ database: fake.database, logger, ...options });
    await Promise.resolve();
    return { fake, cache };
  };

  test('keeps nothing until it hears changes, and forgets everything when it stops hearing', async () => {
    const { fake, cache } = await opened();
    cache.keep('ada', cache.mark(), '{"interactions":[]}', 0);
    expect(cache.get('ada', 1)).toBeNull();
    fake.listening();
    cache.keep('ada', cache.mark(), '{"interactions":[]}', 0);
    expect(cache.get('ada', 1)).toBe('{"interactions":[]}');
    fake.drop();
    expect(cache.get('ada', 2)).toBeNull();
    fake.listening();
    expect(cache.get('ada', 3)).toBeNull();
  });

  test("a change announced forgets that user's stack only", async () => {
    const { fake, cache } = await opened();
    fake.listening();
    cache.keep('ada', cache.mark(), 'A', 0);
    cache.keep('bob', cache.mark(), 'B', 0);
    fake.notify('ada');
    expect(cache.get('ada', 1)).toBeNull();
    expect(cache.get('bob', 1)).toBe('B');
  });

  test('a stack read while it changed is not kept: the read may predate the change', async () => {
    const { fake, cache } = await opened();
    fake.listening();
    const mark = cache.mark();
    fake.notify('ada');
    cache.keep('ada', mark, 'stale', 0);
    expect(cache.get('ada', 1)).toBeNull();
    // Another user's change meanwhile does not matter.
    const next = cache.mark();
    fake.notify('bob');
    cache.keep('ada', next, 'fresh', 0);
    expect(cache.get('ada', 1)).toBe('fresh');
    // Nor does a reconnect in between: everything may have been missed.
    const before = cache.mark();
    fake.drop();
    fake.listening();
    cache.keep('cy', before, 'missed', 0);
    expect(cache.get('cy', 1)).toBeNull();
  });

  test("each network's stack is kept on its own, and a change forgets every one of the user's", async () => {
    const { fake, cache } = await opened();
    fake.listening();
    cache.keep('ada', cache.mark(), 'ALL', 0);
    cache.keep('ada', cache.mark(), 'BSKY', 0, 'bluesky');
    expect(cache.get('ada', 1)).toBe('ALL');
    expect(cache.get('ada', 1, 'bluesky')).toBe('BSKY');
    expect(cache.get('ada', 1, 'twitter')).toBeNull();
    fake.notify('ada');
    expect([cache.get('ada', 2), cache.get('ada', 2, 'bluesky')]).toEqual([null, null]);
    cache.keep('ada', cache.mark(), 'X', 3, 'twitter');
    cache.forget('ada');
    expect(cache.get('ada', 4, 'twitter')).toBeNull();
  });

  test('a stack lives the TTL, and the oldest go first past the size bound', async () => {
    const { fake, cache } = await opened({ ttlMs: 100, maxBytes: 10 });
    fake.listening();
    cache.keep('ada', cache.mark(), '1234', 0);
    cache.keep('bob', cache.mark(), '5678', 0);
    expect(cache.get('ada', 99)).toBe('1234');
    expect(cache.get('ada', 100)).toBeNull();
    cache.keep('ada', cache.mark(), '1234', 100);
    cache.keep('cy', cache.mark(), '90ab', 100);
    expect(cache.get('bob', 101)).toBeNull();
    expect([cache.get('ada', 101), cache.get('cy', 101)]).toEqual(['1234', '90ab']);
    cache.keep('dee', cache.mark(), 'x'.repeat(11), 100);
    expect(cache.get('dee', 101)).toBeNull();
  });
});

describe('GET /api/interactions/pending, kept in memory', () => {
  const t = useTestApp();
  const kit = reviewKit(t);
  const stack = async (session: TSession) =>
    (await kit.ok<TPendingRepliesAnswer>(await kit.get(session, '/interactions/pending'))).interactions;
  const texts = async (session: TSession) => (await stack(session)).map((i) => i.suggested_response);
  /**
   * Makes a draft and waits until the cache has heard its announcement: heard after the first read
   * instead, it would forget the stack that read kept (this file's database announces nothing else).
   */
  const draftHeard = async (...args: Parameters<typeof kit.draftFor>) => {
    const before = t.stacks.mark();
    const draft = await kit.draftFor(...args);
    await vi.waitFor(() => expect(t.stacks.mark()).toBeGreaterThan(before));
    return draft;
  };
  /** Rewrites a draft with the triggers off: a change the database does not announce. */
  const changeSilently = (id: string) =>
    t.database.exec(`BEGIN;
      SET LOCAL session_replication_role = replica;
      UPDATE replies SET suggested_response = 'Changed silently' WHERE id = '${id}';
      COMMIT;`);

  test('is answered from memory until the database announces a change, from any writer', async () => {
    await t.stacks.ready;
    const session = await kit.newUser('kept');
    const first = await draftHeard(session, { suggestedResponse: 'First draft' });
    expect(await texts(session)).toEqual(['First draft']);

    // A change the database does not announce (triggers off) is not seen: the answer is the kept one.
    await changeSilently(first.id);
    expect(await texts(session)).toEqual(['First draft']);

    // A draft written by another process (a worker's monitoring run) is announced on commit.
    await kit.draftFor(session, { suggestedResponse: 'Second draft' });
    await vi.waitFor(async () => expect(await texts(session)).toEqual(['Changed silently', 'Second draft']));
  });

  test("a write of the user's own forgets their stack before its answer goes out", async () => {
    await t.stacks.ready;
    const session = await kit.newUser('swipe');
    const draft = await kit.draftFor(session);
    expect(await stack(session)).toHaveLength(1);
    const forget = vi.spyOn(t.stacks, 'forget');
    try {
      await kit.ok(await kit.call(session, '/feedback/reject', { reply_id: draft.id }));
      expect(forget).toHaveBeenCalledWith(session.user.id);
    } finally {
      forget.mockRestore();
    }
    expect(await stack(session)).toEqual([]);
  });

  test("an outcome reading updates the card's source record", async () => {
    await t.stacks.ready;
    const session = await kit.newUser('record');
    await kit.draftFor(session, { sourceKind: 'keyword', sourceValue: 'auth' });
    const published = await kit.draftFor(session, {
      sourceKind: 'keyword',
      sourceValue: 'auth',
      status: 'published',
      reviewedAt: new Date(),
      publishedAt: new Date(),
      finalText: 'Sent',
    });
    await t.database.db
      .insert(replyOutcomes)
      .values({ replyId: published.id, userId: session.user.id, nextReadAt: new Date() });
    expect((await stack(session))[0]?.picked?.record).toBeNull();

    await t.database.db
      .update(replyOutcomes)
      .set({ reads: 1, likes: 3, impressions: 100, readAt: new Date() })
      .where(eq(replyOutcomes.replyId, published.id));
    await vi.waitFor(async () =>
      expect((await stack(session))[0]?.picked?.record).toEqual({
        published: 1,
        engaged: 1,
        author_replies: 0,
        engagement_rate: 0.03,
      }),
    );
  });

  test("other users' changes leave a stack kept", async () => {
    await t.stacks.ready;
    const [ada, bob] = [await kit.newUser('ada'), await kit.newUser('bob')];
    const draft = await draftHeard(ada, { suggestedResponse: 'Ada draft' });
    expect(await texts(ada)).toEqual(['Ada draft']);
    await changeSilently(draft.id);
    await kit.draftFor(bob);
    await vi.waitFor(async () => expect(await stack(bob)).toHaveLength(1));
    expect(await texts(ada)).toEqual(['Ada draft']);
    const [row] = await t.database.db
      .select({ text: replies.suggestedResponse })
      .from(replies)
      .where(and(eq(replies.id, draft.id)));
    expect(row?.text).toBe('Changed silently');
  });
});
