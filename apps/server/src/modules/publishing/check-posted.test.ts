import { describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ZCheckPostedAnswer } from '@gatling/shared/api/scheduled';
import type { TSession } from '@gatling/shared/api/session';
import { userEvents } from '../../db/schema/events';
import { sandboxAccounts } from '../../db/schema/sandbox';
import { RateLimitedError } from '../../integrations/platform/errors';
import { publishReply } from '../../stand-ins/sandbox/publish';
import { bearer, expectErrorBody } from '#test/harness';
import { usePublishingApp } from '#test/kits/publishing';
import { NOT_AWAITING_DETAIL, NOT_A_REPLY_ID_DETAIL, REPLY_NOT_FOUND_DETAIL } from './check-posted';
import { publishDue } from './publish-due';

const app = usePublishingApp();

/** A connected user with one intent reply, due and waiting for them on the platform's page. */
async function awaitingIntent() {
  const user = await app.connectUser();
  const target = await app.postByStranger('Which auth library do you use these days?');
  const row = await app.schedule(user.userId, target, { delivery: 'intent' });
  await publishDue(app.ctx, new Date());
  expect((await app.rowOf(row.id)).status).toBe('awaiting_intent');
  return { ...user, target, row };
}

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

const check = (session: TSession, id: string) =>
  app.t.request(`/api/scheduled/${id}/check-posted`, { method: 'POST', headers: bearer(session) });
const checked = async (session: TSession, id: string) => {
  const res = await check(session, id);
  expect(res.status, await res.clone().text()).toBe(200);
  return ZCheckPostedAnswer.strict().parse(await res.json());
};
const publishedEvents = (userId: string) =>
  app.db
    .select()
    .from(userEvents)
    .where(and(eq(userEvents.userId, userId), eq(userEvents.type, 'reply.published')));

describe('POST /api/scheduled/:id/check-posted', () => {
  test('needs a session', async () => {
    await expectErrorBody(
      await app.t.request(`/api/scheduled/${crypto.randomUUID()}/check-posted`, { method: 'POST' }),
      401,
    );
  });

  test('not posted yet: posted false, the reply keeps waiting', async () => {
    const { session, row } = await awaitingIntent();
    expect(await checked(session, row.id)).toEqual({ posted: false, published_url: null });
    expect((await app.rowOf(row.id)).status).toBe('awaiting_intent');
    expect(await publishedEvents(session.user.id)).toHaveLength(0);
  });

  test('posted on the platform: marked published with that post, and asked again answers the same', async () => {
    const { session, identity, target, row } = await awaitingIntent();
    const reply = await replyByHand(identity.id, target.postId, row.finalText!);
    const answer = await checked(session, row.id);
    expect(answer.posted).toBe(true);
    expect(answer.published_url).toContain(reply.id);
    expect(await app.rowOf(row.id)).toMatchObject({
      status: 'published',
      publishedPostId: reply.id,
      publishedUrl: answer.published_url,
    });
    expect(await checked(session, row.id)).toEqual(answer);
    expect(await publishedEvents(session.user.id)).toHaveLength(1);
  });

  test('two racing checks publish it once and both answer posted with the same address', async () => {
    const { session, identity, target, row } = await awaitingIntent();
    await replyByHand(identity.id, target.postId, row.finalText!);
    const [a, b] = await Promise.all([checked(session, row.id), checked(session, row.id)]);
    expect(a).toEqual(b);
    expect(a.posted).toBe(true);
    expect(await publishedEvents(session.user.id)).toHaveLength(1);
    expect((await app.rowOf(row.id)).status).toBe('published');
  });

  test("a malformed id is 422; an unknown id or another user's is 404; nothing changes", async () => {
    const { session, identity, target, row } = await awaitingIntent();
    const other = await app.connectUser();
    await replyByHand(identity.id, target.postId, row.finalText!);
    expect((await expectErrorBody(await check(session, 'not-an-id'), 422)).detail).toBe(
      NOT_A_REPLY_ID_DETAIL,
    );
    expect((await expectErrorBody(await check(session, crypto.randomUUID()), 404)).detail).toBe(
      REPLY_NOT_FOUND_DETAIL,
    );
    expect((await expectErrorBody(await check(other.session, row.id), 404)).detail).toBe(
      REPLY_NOT_FOUND_DETAIL,
    );
    expect((await app.rowOf(row.id)).status).toBe('awaiting_intent');
  });

  test('a reply that is not waiting to be finished on the platform is 409', async () => {
    const user = await app.connectUser();
    const target = await app.postByStranger('Tabs or spaces?');
    const row = await app.schedule(user.userId, target, {
      delivery: 'intent',
      scheduledAt: new Date(Date.now() + 3_600_000),
    });
    expect((await expectErrorBody(await check(user.session, row.id), 409)).detail).toBe(NOT_AWAITING_DETAIL);
    expect((await app.rowOf(row.id)).status).toBe('scheduled');
  });

  test('the platform limiting reads is a 429 with the same detail; the reply keeps waiting', async () => {
    const { session, identity, target, row } = await awaitingIntent();
    await replyByHand(identity.id, target.postId, row.finalText!);
    app.faults.getUserPosts = () =>
      Promise.reject(new RateLimitedError('slow down', new Date(Date.now() + 30_000)));
    const body = await expectErrorBody(await check(session, row.id), 429);
    expect(body.detail).toMatch(/Could not look for your reply on X/);
    expect((await app.rowOf(row.id)).status).toBe('awaiting_intent');
  });
});
