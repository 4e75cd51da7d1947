import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZScheduledAnswer } from '@gatling/shared/api/scheduled';
import type { TSession } from '@gatling/shared/api/session';
import { sandboxAccounts } from '../../db/schema/sandbox';
import { RateLimitedError } from '../../integrations/platform/errors';
import { revokeSandboxAccess } from '../../stand-ins/sandbox/access';
import { publishReply } from '../../stand-ins/sandbox/publish';
import { bearer } from '#test/harness';
import { sandboxSessionCookie } from '#test/kits/sandbox';
import { publishDue } from './publish-due';
import { INTENT_FIRST_CHECK_MS } from './publish-patches';
import { later, usePublishingApp } from '#test/kits/publishing';
import { reconcileIntents } from './reconcile-intents';

const app = usePublishingApp();

const MIN = 60_000;

/** A connected user with `count` intent replies, each due and moved to awaiting_intent. */
async function awaitingIntents(count: number, scheduledAt = new Date(Date.now() - MIN)) {
  const user = await app.connectUser();
  const rows = [];
  for (let i = 0; i < count; i++) {
    const target = await app.postByStranger(`Open question number ${i}`);
    rows.push({ ...(await app.schedule(user.userId, target, { delivery: 'intent', scheduledAt })), target });
  }
  const outcomes = await publishDue(app.ctx, new Date());
  expect(outcomes.every((o) => o.outcome === 'awaiting_intent')).toBe(true);
  return { ...user, rows };
}

/** The user replying by hand on the platform (what the intent page does). */
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

const scheduledOf = async (session: TSession) => {
  const res = await app.t.request('/api/scheduled', { headers: bearer(session) });
  expect(res.status).toBe(200);
  return ZScheduledAnswer.parse(await res.json());
};

describe('reconcile-intents', () => {
  test('a reply the user finished on the intent page is found and the row marked published', async () => {
    const { session, identity, rows } = await awaitingIntents(1);
    const row = rows[0]!;
    const [item] = await scheduledOf(session);
    expect(item).toMatchObject({ id: row.id, status: 'awaiting_intent', delivery: 'intent' });

    // The user follows the link, and posts the prefilled reply as their identity.
    const url = new URL(item!.intent_url!);
    expect(url.searchParams.get('in_reply_to')).toBe(row.target.postId);
    expect(url.searchParams.get('text')).toBe(row.finalText);
    // The browser is signed in to the sandbox as the identity the user connected.
    const headers = { cookie: sandboxSessionCookie(identity.id) };
    const page = await app.t.request(`${url.pathname}${url.search}`, { headers });
    expect(page.status).toBe(200);
    const form = new URLSearchParams({
      in_reply_to: row.target.postId,
      text: url.searchParams.get('text') ?? '',
    });
    const posted = await app.t.request('/sandbox/intent', { method: 'POST', body: form, headers });
    expect(posted.status, await posted.clone().text()).toBe(303);
    const [reply] = await app.repliesTo(row.target.postId, identity.id);

    // The first check waits a little; then the reply is found.
    expect(await reconcileIntents(app.ctx, new Date())).toBe(0);
    expect(await reconcileIntents(app.ctx, later(INTENT_FIRST_CHECK_MS + 1000))).toBe(1);
    expect(await app.rowOf(row.id)).toMatchObject({
      status: 'published',
      publishedPostId: reply?.id,
      leaseUntil: null,
    });
    expect(await scheduledOf(session)).toEqual([]);
  });

  test('one read per user per run; unfinished rows wait for a later check', async () => {
    const ada = await awaitingIntents(3);
    const ben = await awaitingIntents(1);
    const [first, second, third] = ada.rows;
    await replyByHand(ada.identity.id, first!.target.postId, first!.finalText!);
    // Whatever they wrote there counts: they answered that post.
    await replyByHand(ada.identity.id, second!.target.postId, 'Rewrote it in my own words.');
    app.calls.getUserPosts = 0;

    const now = later(INTENT_FIRST_CHECK_MS + 1000);
    expect(await reconcileIntents(app.ctx, now)).toBe(4);
    expect(app.calls.getUserPosts).toBe(2);
    expect((await app.rowOf(first!.id)).status).toBe('published');
    expect((await app.rowOf(second!.id)).status).toBe('published');
    for (const row of [third!, ben.rows[0]!]) {
      const waiting = await app.rowOf(row.id);
      expect(waiting.status).toBe('awaiting_intent');
      expect(waiting.leaseUntil!.getTime()).toBe(now.getTime() + 2 * MIN);
    }
    // Nothing is read again before that.
    expect(await reconcileIntents(app.ctx, new Date(now.getTime() + MIN))).toBe(0);
    expect(app.calls.getUserPosts).toBe(2);
  });

  test('a long wait is checked less often: a tenth of the time waited, at most an hour apart', async () => {
    const { rows } = await awaitingIntents(1, new Date(Date.now() - 10 * 60 * MIN));
    const { rows: recent } = await awaitingIntents(1, new Date(Date.now() - 30 * MIN));
    const now = later(INTENT_FIRST_CHECK_MS + 1000);
    expect(await reconcileIntents(app.ctx, now)).toBe(2);
    expect((await app.rowOf(rows[0]!.id)).leaseUntil!.getTime()).toBe(now.getTime() + 60 * MIN);
    const waited = now.getTime() - recent[0]!.scheduledAt!.getTime();
    const next = (await app.rowOf(recent[0]!.id)).leaseUntil!.getTime();
    expect(Math.abs(next - (now.getTime() + waited / 10))).toBeLessThanOrEqual(1);
  });

  test('revoked access marks the connection; a rate limit moves the next check to its reset', async () => {
    const revoked = await awaitingIntents(1);
    await revokeSandboxAccess(app.db, revoked.identity.id);
    const now = later(INTENT_FIRST_CHECK_MS + 1000);
    expect(await reconcileIntents(app.ctx, now)).toBe(1);
    expect((await app.kit.connectionOf(revoked.session))?.status).toBe('reconnect_needed');
    expect((await app.rowOf(revoked.rows[0]!.id)).status).toBe('awaiting_intent');

    const limited = await awaitingIntents(1);
    const reset = later(20 * MIN);
    app.faults.getUserPosts = () => Promise.reject(new RateLimitedError('X rate limit', reset));
    // Its first check is due a while after it was handed over, which was after `now` above.
    expect(await reconcileIntents(app.ctx, later(INTENT_FIRST_CHECK_MS + 1000))).toBe(1);
    expect(await app.rowOf(limited.rows[0]!.id)).toMatchObject({
      status: 'awaiting_intent',
      leaseUntil: reset,
    });
  });

  test("'I've posted it' makes the user's waiting replies due for the next check, and wakes it", async () => {
    const { session, identity, rows } = await awaitingIntents(2);
    const other = await awaitingIntents(1);
    const [row] = rows;
    await replyByHand(identity.id, row!.target.postId, row!.finalText!);
    // Before: the first check is minutes away.
    expect(await reconcileIntents(app.ctx, new Date())).toBe(0);

    const woken: string[] = [];
    const stop = app.t.services.jobs.subscribe((name) => woken.push(name));
    const res = await app.t.post('/api/scheduled/check-finished', undefined, bearer(session));
    stop();
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ checking: 2 });
    expect(woken).toEqual(['reconcile-intents']);

    // The run now checks this user's two rows (not the other user's) and finds the finished one.
    expect(await reconcileIntents(app.ctx, new Date())).toBe(2);
    expect((await app.rowOf(row!.id)).status).toBe('published');
    expect((await app.rowOf(rows[1]!.id)).status).toBe('awaiting_intent');
    expect((await app.rowOf(other.rows[0]!.id)).status).toBe('awaiting_intent');

    // The other user's call looks for theirs only.
    const theirs = await app.t.post('/api/scheduled/check-finished', undefined, bearer(other.session));
    expect(await theirs.json()).toEqual({ checking: 1 });
  });
});
