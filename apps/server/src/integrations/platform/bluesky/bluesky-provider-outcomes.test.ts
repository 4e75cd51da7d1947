import { describe, expect, test } from 'vitest';
import { ALICE, BOB, blueskyProviderKit } from '#test/fakes/bluesky/provider-kit';
import { BadInputError, PlatformDownError, RateLimitedError } from '../errors';
import { OUTCOMES_BATCH_MAX, type TCredentials, type TOutcomeQuery } from '../types';

const { fake, provider, signedIn, sleeps, expectNoSecretsLogged, logLines } = blueskyProviderKit();

/** The user's reply to one of Alice's posts, with the query that asks for its outcome. */
async function replyToAlice(me: TCredentials, key: string): Promise<TOutcomeQuery> {
  const target = fake.addPost(ALICE.handle, { text: `post ${key}` });
  const posted = await provider.postReply(me, { inReplyToId: target.uri, text: `reply ${key}`, key });
  const alice = fake.state.accounts[1]!;
  return {
    postId: posted.id,
    inReplyTo: { postId: target.uri, authorId: alice.did, authorUsername: alice.handle },
  };
}

describe('reply outcomes', () => {
  test('figures, whether the author replied and liked, and what is gone', async () => {
    const me = await signedIn();
    const first = await replyToAlice(me, 'a');
    const second = await replyToAlice(me, 'b');
    const gone = await replyToAlice(me, 'c');
    fake.like(ALICE.handle, first.postId);
    fake.like(BOB.handle, first.postId);
    fake.repost(BOB.handle, first.postId);
    fake.addPost(ALICE.handle, { text: 'thanks!', replyTo: first.postId });
    fake.addPost(BOB.handle, { text: 'quoting', quote: first.postId });
    fake.like(BOB.handle, second.postId);
    fake.addPost(BOB.handle, { text: 'me too', replyTo: second.postId });
    await provider.deletePost(me, gone.postId);

    const { found, missing } = await provider.getReplyOutcomes(me, [first, second, gone]);
    expect(found).toEqual([
      {
        postId: first.postId,
        likes: 2,
        replies: 1,
        reposts: 1,
        quotes: 1,
        impressions: null,
        authorReplied: true,
        authorLiked: true,
      },
      {
        postId: second.postId,
        likes: 1,
        replies: 1,
        reposts: 0,
        quotes: 0,
        impressions: null,
        authorReplied: false,
        authorLiked: false,
      },
    ]);
    expect(missing).toEqual([gone.postId]);
  });

  test('a post that is not the account’s own is missing; more than the batch is refused', async () => {
    const me = await signedIn();
    const others = fake.addPost(ALICE.handle, { text: 'not mine' });
    const query = {
      postId: others.uri,
      inReplyTo: { postId: others.uri, authorId: 'did:plc:x', authorUsername: 'x' },
    };
    await expect(provider.getReplyOutcomes(me, [query])).resolves.toEqual({
      found: [],
      missing: [others.uri],
    });
    await expect(
      provider.getReplyOutcomes(
        me,
        Array.from({ length: OUTCOMES_BATCH_MAX + 1 }, () => query),
      ),
    ).rejects.toBeInstanceOf(BadInputError);
  });

  test('a rate limit on the likes keeps the figures, authorLiked unknown (false)', async () => {
    const me = await signedIn();
    const reply = await replyToAlice(me, 'a');
    fake.like(ALICE.handle, reply.postId);
    fake.rateLimitNext('app.bsky.feed.getLikes', 60);
    const { found } = await provider.getReplyOutcomes(me, [reply]);
    expect(found[0]).toMatchObject({ likes: 1, authorLiked: false });
  });
});

describe('failures', () => {
  test('429 is RateLimitedError with the reset time from ratelimit-reset, not retried', async () => {
    const me = await signedIn();
    fake.rateLimitNext('app.bsky.feed.searchPosts', 120);
    const before = Date.now();
    const err = await provider.searchKeyword(me, 'anything').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RateLimitedError);
    const resetAt = (err as RateLimitedError).resetAt.getTime();
    expect(resetAt).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 119_000);
    expect(resetAt).toBeLessThanOrEqual(before + 121_000);
    expect(fake.calls.filter((c) => c === 'app.bsky.feed.searchPosts')).toHaveLength(1);
    expect(logLines.join('\n')).toMatch(/rate limit/);
    expectNoSecretsLogged(me.accessToken, me.accessSecret);
  });

  test('5xx on a read is retried with backoff, then PlatformDownError', async () => {
    const me = await signedIn();
    fake.failNext('app.bsky.feed.searchPosts', 503, 2);
    await expect(provider.searchKeyword(me, 'anything')).resolves.toEqual([]);
    expect(sleeps).toHaveLength(2);
    fake.failNext('app.bsky.feed.searchPosts', 500, 3);
    await expect(provider.searchKeyword(me, 'anything')).rejects.toBeInstanceOf(PlatformDownError);
  });
});
