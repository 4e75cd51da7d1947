import { describe, expect, test } from 'vitest';
import { NOT_CONNECTED_DETAIL } from './publish-messages';
import { INTENT_FIRST_CHECK_MS } from './publish-patches';
import { PUBLISH_BATCH_SIZE, publishDue, publishDueBatch } from './publish-due';
import { later, usePublishingApp } from '#test/kits/publishing';
import { countStatements } from '#test/kits/statements';
import { uniqueEmail } from '#test/harness';
import type { TSandboxProvider } from '../../stand-ins/sandbox/sandbox-provider';

const app = usePublishingApp();

describe('publish-due: the delivery paths', () => {
  test('an API delivery is posted to the network once and marked published with that post', async () => {
    const { userId, identity } = await app.connectUser();
    const target = await app.postMentioning(identity.username);
    const row = await app.schedule(userId, target, {
      finalText: 'Been using it for a year, happy to share notes.',
    });

    expect(await publishDue(app.ctx, new Date())).toEqual([{ id: row.id, outcome: 'published' }]);
    const replies = await app.repliesTo(target.postId, identity.id);
    expect(replies.map((r) => r.text)).toEqual(['Been using it for a year, happy to share notes.']);
    const after = await app.rowOf(row.id);
    expect(after).toMatchObject({
      status: 'published',
      publishedPostId: replies[0]?.id,
      publishAttempts: 1,
      leaseUntil: null,
      retryAt: null,
      lastError: null,
    });
    expect(after.publishedUrl).toContain(`/status/${replies[0]?.id}`);
    expect(after.publishedAt).toBeInstanceOf(Date);
    // A first attempt has nothing to look for: one write, no read.
    expect(app.calls).toEqual({ postReply: 1, getUserPosts: 0 });
    expect(await publishDueBatch(app.ctx, later(3_600_000))).toBe(0);
  });

  test('an intent delivery waits for the user on the reply page; the platform is not called', async () => {
    const { userId, identity } = await app.connectUser();
    const target = await app.postByStranger('Which database do you trust for side projects?');
    const row = await app.schedule(userId, target, { delivery: 'intent' });
    const now = new Date();

    expect(await publishDue(app.ctx, now)).toEqual([{ id: row.id, outcome: 'awaiting_intent' }]);
    const after = await app.rowOf(row.id);
    expect(after).toMatchObject({
      status: 'awaiting_intent',
      delivery: 'intent',
      retryAt: null,
      lastError: null,
    });
    // lease_until is the first check of reconcile-intents.
    expect(after.leaseUntil!.getTime()).toBeGreaterThanOrEqual(now.getTime() + INTENT_FIRST_CHECK_MS);
    expect(await app.repliesTo(target.postId, identity.id)).toEqual([]);
    expect(app.calls).toEqual({ postReply: 0, getUserPosts: 0 });
  });

  test('the API may not reply where the author did not summon the account: switched to the intent', async () => {
    const { userId, identity } = await app.connectUser();
    const target = await app.postByStranger('Nobody was mentioned in this one.');
    const row = await app.schedule(userId, target, { delivery: 'api' });

    expect(await publishDue(app.ctx, new Date())).toEqual([{ id: row.id, outcome: 'awaiting_intent' }]);
    expect(await app.rowOf(row.id)).toMatchObject({
      status: 'awaiting_intent',
      delivery: 'intent',
      lastError: null,
    });
    expect(await app.repliesTo(target.postId, identity.id)).toEqual([]);
  });

  test('a dry send is marked published without calling the platform', async () => {
    const { userId, identity } = await app.connectUser();
    const target = await app.postMentioning(identity.username);
    const api = await app.schedule(userId, target, { drySend: true });
    const intent = await app.schedule(userId, await app.postByStranger('Dry intent'), {
      drySend: true,
      delivery: 'intent',
    });

    const outcomes = await publishDue(app.ctx, new Date());
    expect(outcomes).toHaveLength(2);
    expect(outcomes.every((o) => o.outcome === 'published')).toBe(true);
    for (const id of [api.id, intent.id]) {
      expect(await app.rowOf(id)).toMatchObject({
        status: 'published',
        publishedPostId: null,
        publishedUrl: null,
      });
    }
    expect(app.calls).toEqual({ postReply: 0, getUserPosts: 0 });
    expect(await app.repliesTo(target.postId, identity.id)).toEqual([]);
  });

  test('only due rows are claimed: not before scheduled_at or retry_at, never cancelled or pending ones', async () => {
    const { userId, identity } = await app.connectUser();
    const post = () => app.postMentioning(identity.username);
    const notYet = await app.schedule(userId, await post(), { scheduledAt: later(60_000) });
    const retryLater = await app.schedule(userId, await post(), {
      retryAt: later(60_000),
      publishAttempts: 1,
    });
    const cancelled = await app.schedule(userId, await post(), { status: 'cancelled' });
    const pending = await app.schedule(userId, await post(), { status: 'pending', finalText: null });
    const published = await app.schedule(userId, await post(), { status: 'published', publishAttempts: 1 });
    const before = await Promise.all(
      [notYet, retryLater, cancelled, pending, published].map((r) => app.rowOf(r.id)),
    );

    expect(await publishDueBatch(app.ctx, new Date())).toBe(0);
    expect(await Promise.all(before.map((r) => app.rowOf(r.id)))).toEqual(before);
    expect(app.calls.postReply).toBe(0);

    // Once their time has come, the first two go out; the others never do.
    const outcomes = await publishDue(app.ctx, later(120_000));
    expect(outcomes.map((o) => o.id).sort()).toEqual([notYet.id, retryLater.id].sort());
    expect(await app.rowOf(cancelled.id)).toMatchObject({ status: 'cancelled', publishAttempts: 0 });
    expect(await app.rowOf(pending.id)).toMatchObject({ status: 'pending', publishAttempts: 0 });
    // The retried one had an attempt before: it looked for an earlier reply first.
    expect(app.calls).toEqual({ postReply: 2, getUserPosts: 1 });
  });

  test('without a connected account an API delivery fails, saying to connect X', async () => {
    const session = await app.t.signUpAndConfirm(uniqueEmail('unconnected'));
    const target = await app.postByStranger('Someone please answer');
    const row = await app.schedule(session.user.id, target);

    expect(await publishDue(app.ctx, new Date())).toEqual([{ id: row.id, outcome: 'failed' }]);
    expect(await app.rowOf(row.id)).toMatchObject({
      status: 'failed',
      lastError: NOT_CONNECTED_DETAIL,
      leaseUntil: null,
    });
    expect(app.calls.postReply).toBe(0);
  });

  test('concurrent batches claim disjoint rows, and every row goes out once', async () => {
    const { userId } = await app.connectUser();
    const rows = [];
    for (let i = 0; i < PUBLISH_BATCH_SIZE + 3; i++) {
      rows.push(await app.schedule(userId, await app.postByStranger(`Post ${i}`), { drySend: true }));
    }
    const now = new Date();
    const [a, b] = await Promise.all([publishDue(app.ctx, now), publishDue(app.ctx, now)]);
    const claimed = [...a!, ...b!].map((o) => o.id);
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(claimed.sort()).toEqual(rows.map((r) => r.id).sort());
    for (const row of rows)
      expect(await app.rowOf(row.id)).toMatchObject({ status: 'published', publishAttempts: 1 });
  });

  test("a user's replies go one after another; another user's do not wait for them", async () => {
    const slow = await app.connectUser();
    const quick = await app.connectUser();
    const firstTarget = await app.postMentioning(slow.identity.username);
    const first = await app.schedule(slow.userId, firstTarget);
    const second = await app.schedule(slow.userId, await app.postMentioning(slow.identity.username), {
      scheduledAt: new Date(Date.now() - 50_000),
    });
    const other = await app.schedule(quick.userId, await app.postMentioning(quick.identity.username), {
      scheduledAt: new Date(Date.now() - 40_000),
    });
    // The slow user's first post hangs on the platform until the other user's reply is out (the two
    // users' lanes start together, so which post reaches the platform first is not fixed).
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    app.faults.postReply = async (real, input) => {
      if (input.inReplyToId === firstTarget.postId) await held;
      return real();
    };
    const batch = publishDue(app.ctx, new Date());
    await expect.poll(async () => (await app.rowOf(other.id)).status, { timeout: 15_000 }).toBe('published');
    // Meanwhile the slow user's second reply has not been tried: it waits its turn.
    expect((await app.rowOf(second.id)).publishAttempts).toBe(1);
    expect((await app.rowOf(second.id)).status).toBe('publishing');
    release();
    expect((await batch).map((r) => r.outcome)).toEqual(['published', 'published', 'published']);
    expect((await batch).map((r) => r.id)).toEqual([first.id, second.id, other.id]);
  });

  test('each reply costs three statements of its own and two of the network; a batch two more; no transaction', async () => {
    const scheduled = [];
    for (let i = 0; i < 3; i++) scheduled.push(await app.scheduledApiReply());
    // The network's clock is moved on a minute first, so it has nothing to write while counting.
    await (app.provider as TSandboxProvider).network.advanceTo(later(60_000));

    const counting = countStatements(app.t.database);
    const outcomes = await publishDue(app.ctx, new Date());
    const { statements, transactions } = counting.stop();

    expect(outcomes.map((o) => o.outcome)).toEqual(['published', 'published', 'published']);
    expect(transactions).toBe(0);
    const kinds = statements.map((s) =>
      /^update "replies" .* where "replies"."id" in \(select/.test(s)
        ? 'claim'
        : /from "platform_connections"/.test(s)
          ? 'connections'
          : /^update "replies" set "lease_until"/.test(s)
            ? 'renew'
            : /^with "spent" as .* from "sandbox_accounts" left join "sandbox_posts" "post"/.test(s)
              ? 'network: identity, rate limit and the post answered'
              : /^with "inserted" as/.test(s)
                ? 'network: the reply'
                : /^insert into "platform_calls"/.test(s)
                  ? 'metering'
                  : /^with written as \(update "replies" .* insert into "user_events"/.test(s)
                    ? 'settle and announce'
                    : s,
    );
    const perReply = [
      'renew',
      'network: identity, rate limit and the post answered',
      'network: the reply',
      'metering',
      'settle and announce',
    ];
    expect(kinds.slice(0, 2).sort()).toEqual(['claim', 'connections']);
    expect(kinds.slice(2).sort()).toEqual([...perReply, ...perReply, ...perReply].sort());
    for (const { row } of scheduled) expect((await app.rowOf(row.id)).status).toBe('published');
  });

  test('the outcome job is woken once the due replies are out, not after every full batch', async () => {
    const nudged: string[] = [];
    const stop = app.ctx.jobs.subscribe((name) => nudged.push(name));
    try {
      const { userId } = await app.connectUser();
      for (let i = 0; i < PUBLISH_BATCH_SIZE + 1; i++)
        await app.schedule(userId, await app.postByStranger(`Post ${i}`), { drySend: true });
      expect(await publishDueBatch(app.ctx, new Date())).toBe(PUBLISH_BATCH_SIZE);
      expect(nudged).toEqual([]);
      expect(await publishDueBatch(app.ctx, new Date())).toBe(1);
      expect(nudged).toEqual(['read-outcomes']);
      // A backlog that ended with a full batch: the next, empty one wakes it.
      for (let i = 0; i < PUBLISH_BATCH_SIZE; i++)
        await app.schedule(userId, await app.postByStranger(`More ${i}`), { drySend: true });
      expect(await publishDueBatch(app.ctx, new Date())).toBe(PUBLISH_BATCH_SIZE);
      expect(await publishDueBatch(app.ctx, new Date())).toBe(0);
      expect(nudged).toEqual(['read-outcomes', 'read-outcomes']);
      expect(await publishDueBatch(app.ctx, new Date())).toBe(0);
      expect(nudged).toHaveLength(2);
    } finally {
      stop();
    }
  });
});
