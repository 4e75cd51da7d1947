import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { replies } from '../../db/schema/replies';
import { PlatformDownError } from '../../integrations/platform/errors';
import { claimDueReplies, claimOf, PUBLISH_LEASE_MS, renewClaim, settleClaim } from './claim';
import { RETRY_BASE_MS } from './publish-decision';
import { publishDue, publishDueBatch } from './publish-due';
import { failedPatch } from './publish-patches';
import { testOriginalMessage } from '#test/kits/replies';
import { later, usePublishingApp } from '#test/kits/publishing';

const app = usePublishingApp();

describe('publish-due never posts twice', () => {
  test('a post that went out before the answer was lost is found by the next attempt, not repeated', async () => {
    const { identity, target, row } = await app.scheduledApiReply();
    // The reply is stored by the platform, then the connection drops: the outcome is unknown here.
    app.faults.postReply = async (real) => {
      await real();
      throw new PlatformDownError('X could not be reached: socket hang up');
    };
    const now = new Date();
    expect(await publishDue(app.ctx, now)).toEqual([{ id: row.id, outcome: 'scheduled' }]);
    const retried = await app.rowOf(row.id);
    expect(retried).toMatchObject({ status: 'scheduled', publishAttempts: 1, leaseUntil: null });
    const retryAt = retried.retryAt!.getTime();
    expect(retryAt - now.getTime()).toBeGreaterThanOrEqual(RETRY_BASE_MS);
    expect(retryAt - now.getTime()).toBeLessThan(RETRY_BASE_MS + 10_000);
    expect(retried.lastError).toMatch(
      /^X is not answering \(attempt 1: X could not be reached: socket hang up\)/,
    );
    expect(await publishDueBatch(app.ctx, new Date(retryAt - 1))).toBe(0);

    app.faults.postReply = null;
    expect(await publishDue(app.ctx, new Date(retryAt))).toEqual([{ id: row.id, outcome: 'published' }]);
    const found = await app.repliesTo(target.postId, identity.id);
    expect(found).toHaveLength(1);
    expect(await app.rowOf(row.id)).toMatchObject({
      status: 'published',
      publishedPostId: found[0]?.id,
      publishAttempts: 2,
      lastError: null,
    });
    expect(app.calls).toEqual({ postReply: 1, getUserPosts: 1 });
    // The platform is given the reply's id both times (Bluesky makes the post's key from it).
    expect(app.keys).toEqual({ postReply: [row.id], findOwnReplies: [row.id] });
  });

  test('a worker that crashed after posting: its row is taken over once the lease ran out, and found', async () => {
    const { userId, identity, target, row } = await app.scheduledApiReply();
    const posted = await app.provider.postReply(await app.credentialsOf(userId), {
      inReplyToId: target.postId,
      text: row.finalText!,
      key: row.id,
    });
    await app.db
      .update(replies)
      .set({ status: 'publishing', publishAttempts: 1, leaseUntil: new Date(Date.now() + PUBLISH_LEASE_MS) })
      .where(eq(replies.id, row.id));
    app.calls.postReply = 0;

    // While the lease holds, nobody touches the row.
    expect(await publishDueBatch(app.ctx, new Date())).toBe(0);
    expect(await publishDue(app.ctx, later(PUBLISH_LEASE_MS + 1000))).toEqual([
      { id: row.id, outcome: 'published' },
    ]);
    expect(await app.rowOf(row.id)).toMatchObject({
      status: 'published',
      publishedPostId: posted.id,
      publishAttempts: 2,
    });
    expect(await app.repliesTo(target.postId, identity.id)).toHaveLength(1);
    expect(app.calls).toEqual({ postReply: 0, getUserPosts: 1 });
  });

  test('a crashed worker that had not posted yet: the takeover posts it, once', async () => {
    const { identity, target, row } = await app.scheduledApiReply();
    await app.db
      .update(replies)
      .set({ status: 'publishing', publishAttempts: 1, leaseUntil: new Date(Date.now() - 1000) })
      .where(eq(replies.id, row.id));

    expect(await publishDue(app.ctx, new Date())).toEqual([{ id: row.id, outcome: 'published' }]);
    expect(await app.repliesTo(target.postId, identity.id)).toHaveLength(1);
    expect(app.calls).toEqual({ postReply: 1, getUserPosts: 1 });
  });

  test('a retweet is answered on its original, and a reply there counts when looking', async () => {
    const { userId, identity } = await app.connectUser();
    const original = await app.postMentioning(identity.username);
    const retweetId = `${BigInt(original.postId) + 7n}`;
    const shown = testOriginalMessage({ id: original.postId });
    const post = testOriginalMessage({
      id: retweetId,
      tweet_type: 'RETWEET',
      original_tweet: { ...shown, media_urls: [] },
    });
    const row = await app.schedule(userId, { postId: retweetId, authorId: original.authorId }, { post });
    expect(await publishDue(app.ctx, new Date())).toEqual([{ id: row.id, outcome: 'published' }]);
    const found = await app.repliesTo(original.postId, identity.id);
    expect(found).toHaveLength(1);

    // Had that answer been lost, the next attempt finds the reply to the original.
    await app.db
      .update(replies)
      .set({ status: 'scheduled', publishAttempts: 1, publishedPostId: null })
      .where(eq(replies.id, row.id));
    expect(await publishDue(app.ctx, new Date())).toEqual([{ id: row.id, outcome: 'published' }]);
    expect(await app.rowOf(row.id)).toMatchObject({ publishedPostId: found[0]?.id, publishAttempts: 2 });
    expect(await app.repliesTo(original.postId, identity.id)).toHaveLength(1);
  });
});

describe('claims are fenced', () => {
  test('a worker whose claim was taken over can neither settle nor renew it', async () => {
    const { row } = await app.scheduledApiReply();
    const now = new Date();
    const [mine] = await claimDueReplies(app.db, now, 10);
    expect(mine).toMatchObject({ id: row.id, status: 'publishing', publishAttempts: 1 });
    const stale = claimOf(mine!);
    const [theirs] = await claimDueReplies(app.db, new Date(now.getTime() + PUBLISH_LEASE_MS + 1), 10);
    expect(theirs).toMatchObject({ id: row.id, publishAttempts: 2 });

    expect(await settleClaim(app.db, stale, failedPatch('late'), new Date())).toBe(false);
    expect(await renewClaim(app.db, stale, new Date())).toBe(false);
    expect(await app.rowOf(row.id)).toMatchObject({
      status: 'publishing',
      publishAttempts: 2,
      lastError: null,
    });
    // The newer claim still holds.
    expect(await settleClaim(app.db, claimOf(theirs!), failedPatch('theirs'), new Date())).toBe(true);
  });

  test('a worker that lost its claim while looking does not post; the new holder posts once', async () => {
    const { identity, target, row } = await app.scheduledApiReply({ publishAttempts: 1 });
    const now = new Date();
    let takeover: Awaited<ReturnType<typeof publishDue>> = [];
    // While the first worker reads, its lease runs out and a second worker takes the row.
    app.faults.getUserPosts = async (real) => {
      const posts = await real();
      app.faults.getUserPosts = null;
      takeover = await publishDue(app.ctx, new Date(now.getTime() + PUBLISH_LEASE_MS + 1000));
      return posts;
    };
    expect(await publishDue(app.ctx, now)).toEqual([{ id: row.id, outcome: 'lost' }]);
    expect(takeover).toEqual([{ id: row.id, outcome: 'published' }]);
    expect(await app.repliesTo(target.postId, identity.id)).toHaveLength(1);
    expect(await app.rowOf(row.id)).toMatchObject({ status: 'published', publishAttempts: 3 });
    expect(app.calls.postReply).toBe(1);
  });
});
