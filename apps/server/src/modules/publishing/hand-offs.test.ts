import { describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ZHandOffs } from '@gatling/shared/api/hand-offs';
import { ZCheckPostedAnswer } from '@gatling/shared/api/scheduled';
import type { TSession } from '@gatling/shared/api/session';
import { userEvents } from '../../db/schema/events';
import { sandboxAccounts } from '../../db/schema/sandbox';
import { publishReply } from '../../stand-ins/sandbox/publish';
import { bearer, expectErrorBody } from '#test/harness';
import { later, usePublishingApp, type TTarget } from '#test/kits/publishing';

const app = usePublishingApp();

const SEC = 1000;
/** PUBLISH_DELAY_SECONDS on the test app's defaults: the undo window after an approval. */
const UNDO_MS = 30 * SEC;

const call = (session: TSession, path: string, method = 'GET') =>
  app.t.request(`/api/scheduled/hand-offs${path}`, { method, headers: bearer(session) });
const handOffs = async (session: TSession, path = '', method = 'GET') => {
  const res = await call(session, path, method);
  expect(res.status, await res.clone().text()).toBe(200);
  return ZHandOffs.strict().parse(await res.json());
};
const eventsOf = (userId: string, type: 'reply.awaiting_intent' | 'reply.published') =>
  app.db
    .select()
    .from(userEvents)
    .where(and(eq(userEvents.userId, userId), eq(userEvents.type, type)));

/** A post of its own for each reply (a user answers a post once). */
const post = (): Promise<TTarget> => app.postByStranger('What do you use for feature flags?');

/** An intent reply approved `approvedAgoMs` ago, its slot `slotInMs` from now (scheduled unless said). */
const handOff = async (
  userId: string,
  approvedAgoMs: number,
  slotInMs: number,
  status: 'scheduled' | 'awaiting_intent' = 'scheduled',
) =>
  app.schedule(userId, await post(), {
    delivery: 'intent',
    status,
    reviewedAt: later(-approvedAgoMs),
    scheduledAt: later(slotInMs),
  });

describe('GET /api/scheduled/hand-offs', () => {
  test('needs a session', async () => {
    await expectErrorBody(await app.t.request('/api/scheduled/hand-offs'), 401);
    await expectErrorBody(await app.t.request('/api/scheduled/hand-offs/start', { method: 'POST' }), 401);
  });

  test('ready once the undo window is over, without waiting for the slot; soonest first', async () => {
    const { userId, session } = await app.connectUser();
    const other = await app.connectUser();
    // Past its slot, waiting for the user; and two before their slots (the 90 s gap spaces them).
    const due = await handOff(userId, 10 * 60 * SEC, -5 * 60 * SEC, 'awaiting_intent');
    const slotSoon = await handOff(userId, 3 * 60 * SEC, 90 * SEC);
    const slotLater = await handOff(userId, 2 * 60 * SEC, 180 * SEC);
    // Still in its undo window: not offered, and the list says when it will be.
    const undoable = await handOff(userId, 10 * SEC, 270 * SEC);
    // Not hand-offs: posted by the app, a dry send, a failed one, another user's.
    const long = later(-UNDO_MS * 3);
    await app.schedule(userId, await post(), {
      delivery: 'api',
      reviewedAt: long,
      scheduledAt: later(UNDO_MS),
    });
    await app.schedule(userId, await post(), { delivery: 'intent', drySend: true, reviewedAt: long });
    await app.schedule(userId, await post(), { delivery: 'intent', status: 'failed', lastError: 'gone' });
    await handOff(other.userId, 10 * 60 * SEC, 60 * SEC);

    const before = Date.now();
    const list = await handOffs(session);
    expect(list.ready.map((h) => h.id)).toEqual([due.id, slotSoon.id, slotLater.id]);
    expect(list.ready.map((h) => h.status)).toEqual(['awaiting_intent', 'scheduled', 'scheduled']);
    const readyAt = Date.parse(list.next_ready_at!);
    expect(readyAt).toBe(undoable.reviewedAt!.getTime() + UNDO_MS);
    expect(readyAt).toBeGreaterThan(before);

    const [first] = list.ready;
    expect(first).toMatchObject({ platform: 'twitter', text: due.finalText, original_message: due.post });
    // The prefilled reply page of the post (the sandbox's own on the quickstart).
    const page = new URL(first!.intent_url);
    expect(page.pathname).toBe('/sandbox/intent');
    expect(page.searchParams.get('in_reply_to')).toBe(due.postId);
    expect(page.searchParams.get('text')).toBe(due.finalText);
  });

  test('nothing to finish: an empty list and no time to look again', async () => {
    const { session } = await app.connectUser();
    expect(await handOffs(session)).toEqual({ ready: [], next_ready_at: null });
  });
});

describe('POST /api/scheduled/hand-offs/start', () => {
  /** The user posting it by hand on the platform (what the sandbox's intent page does). */
  async function replyByHand(identityId: string, postId: string, text: string) {
    const [identity] = await app.db.select().from(sandboxAccounts).where(eq(sandboxAccounts.id, identityId));
    return publishReply(app.db, {
      identity: identity!,
      inReplyToId: postId,
      text,
      now: new Date(),
      restricted: false,
    });
  }

  test('the ready ones wait for the user now, announced once; the undoable one stays scheduled', async () => {
    const { userId, session } = await app.connectUser();
    const a = await handOff(userId, 3 * 60 * SEC, 90 * SEC);
    const b = await handOff(userId, 2 * 60 * SEC, 180 * SEC);
    const undoable = await handOff(userId, 5 * SEC, 270 * SEC);

    const started = await handOffs(session, '/start', 'POST');
    expect(started.ready.map((h) => [h.id, h.status])).toEqual([
      [a.id, 'awaiting_intent'],
      [b.id, 'awaiting_intent'],
    ]);
    expect(started.next_ready_at).not.toBeNull();
    expect((await app.rowOf(a.id)).status).toBe('awaiting_intent');
    expect((await app.rowOf(undoable.id)).status).toBe('scheduled');
    const announced = (await eventsOf(userId, 'reply.awaiting_intent')).map((e) => e.payload);
    expect(announced).toEqual([
      { type: 'reply.awaiting_intent', reply_id: a.id },
      { type: 'reply.awaiting_intent', reply_id: b.id },
    ]);

    // Started again (a second tab): the same list, nothing moved or announced twice.
    expect(await handOffs(session, '/start', 'POST')).toEqual(started);
    expect(await eventsOf(userId, 'reply.awaiting_intent')).toHaveLength(2);
    // Another user's start leaves this user's replies alone.
    const other = await app.connectUser();
    expect((await handOffs(other.session, '/start', 'POST')).ready).toEqual([]);
  });

  test('finished before its slot: recorded once by check-posted, a skipped one keeps waiting', async () => {
    const { userId, session, identity } = await app.connectUser();
    const finished = await handOff(userId, 2 * 60 * SEC, 10 * 60 * SEC);
    const skipped = await handOff(userId, 2 * 60 * SEC, 12 * 60 * SEC);
    await handOffs(session, '/start', 'POST');

    const reply = await replyByHand(identity.id, finished.postId, finished.finalText!);
    const check = async (id: string) => {
      const res = await app.t.request(`/api/scheduled/${id}/check-posted`, {
        method: 'POST',
        headers: bearer(session),
      });
      expect(res.status, await res.clone().text()).toBe(200);
      return ZCheckPostedAnswer.parse(await res.json());
    };
    const [first, again] = [await check(finished.id), await check(finished.id)];
    expect(first.posted).toBe(true);
    expect(first.published_url).toContain(reply.id);
    expect(again).toEqual(first);
    expect(await eventsOf(userId, 'reply.published')).toHaveLength(1);
    expect(await app.rowOf(finished.id)).toMatchObject({ status: 'published', publishedPostId: reply.id });

    expect(await check(skipped.id)).toEqual({ posted: false, published_url: null });
    expect((await handOffs(session)).ready.map((h) => h.id)).toEqual([skipped.id]);
  });
});
