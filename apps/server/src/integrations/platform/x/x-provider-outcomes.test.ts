import { describe, expect, test } from 'vitest';
import { BadInputError, RateLimitedError, ReconnectNeededError } from '../errors';
import type { TOutcomeQuery } from '../types';
import { FAKE_X, snowflake, type TFakeXTweet, type TFakeXUser } from '#test/fakes/x/data';
import { xProviderKit } from '#test/kits/x-provider';
import { authorReplyQueries, SEARCH_QUERY_MAX } from './reply-outcomes';

const { users, tweets } = FAKE_X;
const { fake, provider, requestsTo, myCredentials } = xProviderKit();

let sequence = 0;
const base = new Date(Date.UTC(2026, 2, 2, 12));

/** A reply by `author` to `parent`, with X's public_metrics, added to the fake's world. */
function addReply(
  author: TFakeXUser,
  parent: string,
  metrics: { like?: number; reply?: number; retweet?: number; quote?: number; impression?: number } = {},
): string {
  sequence++;
  const id = snowflake(new Date(base.getTime() + sequence * 60_000), sequence);
  const target = fake.state.tweets.find((t) => t.id === parent);
  const tweet: TFakeXTweet = {
    id,
    text: `reply ${sequence}`,
    author_id: author.id,
    created_at: new Date(base.getTime() + sequence * 60_000).toISOString(),
    lang: 'en',
    conversation_id: target?.conversation_id ?? parent,
    in_reply_to_user_id: target?.author_id ?? '',
    referenced_tweets: [{ type: 'replied_to', id: parent }],
    public_metrics: {
      like_count: metrics.like ?? 0,
      reply_count: metrics.reply ?? 0,
      retweet_count: metrics.retweet ?? 0,
      quote_count: metrics.quote ?? 0,
      bookmark_count: 0,
      impression_count: metrics.impression ?? 0,
    },
  };
  fake.state.tweets.push(tweet);
  return id;
}

const query = (postId: string, author: TFakeXUser): TOutcomeQuery => ({
  postId,
  inReplyTo: { postId: 'unused', authorId: author.id, authorUsername: author.username },
});

describe('getReplyOutcomes', () => {
  const me = myCredentials();

  test('one lookup for the figures; the author’s reply by search and like by liking_users', async () => {
    const toBob = addReply(users.me, tweets.bobHot, {
      like: 5,
      reply: 2,
      retweet: 1,
      quote: 1,
      impression: 400,
    });
    addReply(users.bob, toBob);
    fake.state.likes.push(
      { tweet_id: toBob, user_id: users.carol.id },
      { tweet_id: toBob, user_id: users.bob.id },
    );
    const toAlice = addReply(users.me, tweets.aliceSingle, { like: 150, retweet: 3, impression: 9000 });
    fake.state.likes.push({ tweet_id: toAlice, user_id: users.alice.id });
    const toCarol = addReply(users.me, tweets.carolPlain, { like: 2, reply: 1, impression: 50 });
    addReply(users.alice, toCarol);
    fake.state.likes.push({ tweet_id: toCarol, user_id: users.alice.id });
    const deleted = snowflake(new Date(base.getTime() - 3_600_000), 7);

    const result = await provider.getReplyOutcomes(me, [
      query(toBob, users.bob),
      query(toAlice, users.alice),
      query(toCarol, users.carol),
      query(deleted, users.bob),
      // Somebody else's post is not one of the account's replies.
      query(tweets.aliceSingle, users.bob),
      query('not-an-id', users.bob),
      query(toBob, users.bob),
    ]);

    expect(result.found).toEqual([
      {
        postId: toBob,
        likes: 5,
        replies: 2,
        reposts: 1,
        quotes: 1,
        impressions: 400,
        authorReplied: true,
        authorLiked: true,
      },
      {
        postId: toAlice,
        likes: 150,
        replies: 0,
        reposts: 3,
        quotes: 0,
        impressions: 9000,
        authorReplied: false,
        // More likes than one page of liking_users: not asked, so not known.
        authorLiked: false,
      },
      {
        postId: toCarol,
        likes: 2,
        replies: 1,
        reposts: 0,
        quotes: 0,
        impressions: 50,
        authorReplied: false,
        authorLiked: false,
      },
    ]);
    expect(result.missing).toEqual([deleted, tweets.aliceSingle, 'not-an-id']);

    const lookups = requestsTo('GET /2/tweets');
    expect(lookups).toHaveLength(1);
    expect(lookups[0]?.query.ids).toBe([toBob, toAlice, toCarol, deleted, tweets.aliceSingle].join(','));
    expect(lookups[0]?.query['tweet.fields']?.split(',')).toContain('public_metrics');

    const searches = requestsTo('GET /2/tweets/search/recent');
    expect(searches.map((s) => s.query.query)).toEqual([
      `(from:bob_builds in_reply_to_tweet_id:${toBob}) OR (from:carol_writes in_reply_to_tweet_id:${toCarol})`,
    ]);
    expect(requestsTo('GET /2/tweets/:id/liking_users').map((r) => r.path)).toEqual([
      `/2/tweets/${toBob}/liking_users`,
      `/2/tweets/${toCarol}/liking_users`,
    ]);
    expect(fake.state.requests.filter((r) => r.refusal)).toEqual([]);
  });

  test('author-reply searches are grouped so each query stays within 512 characters', async () => {
    const replies = Array.from({ length: 40 }, () => addReply(users.me, tweets.aliceSingle, { reply: 1 }));
    const answered = replies[37] ?? '';
    addReply(users.alice, answered);
    addReply(users.bob, replies[3] ?? '');

    const result = await provider.getReplyOutcomes(
      me,
      replies.map((id) => query(id, users.alice)),
    );
    expect(result.missing).toEqual([]);
    expect(result.found.filter((o) => o.authorReplied).map((o) => o.postId)).toEqual([answered]);

    const searches = requestsTo('GET /2/tweets/search/recent').map((s) => s.query.query ?? '');
    expect(searches.length).toBeGreaterThan(1);
    expect(searches).toEqual(authorReplyQueries(replies.map((id) => query(id, users.alice))));
    for (const q of searches) expect(q.length).toBeLessThanOrEqual(SEARCH_QUERY_MAX);
    const asked = searches.flatMap((q) => [...q.matchAll(/in_reply_to_tweet_id:(\d+)/g)].map((m) => m[1]));
    expect(asked).toEqual(replies);
    // No likes, no liking_users calls.
    expect(requestsTo('GET /2/tweets/:id/liking_users')).toEqual([]);
  });

  test('nothing to read, or more than 100, is answered without a lookup', async () => {
    await expect(provider.getReplyOutcomes(me, [])).resolves.toEqual({ found: [], missing: [] });
    const many = Array.from({ length: 101 }, (_, i) => query(String(1000 + i), users.bob));
    await expect(provider.getReplyOutcomes(me, many)).rejects.toBeInstanceOf(BadInputError);
    expect(requestsTo('GET /2/tweets')).toEqual([]);
  });

  test('a rate-limited or revoked lookup is a typed error', async () => {
    const reply = addReply(users.me, tweets.bobHot, { like: 1 });
    const resetAt = Math.floor(Date.now() / 1000) + 600;
    fake.failNext('GET /2/tweets', 'rate-limited', { resetAt });
    const err = await provider.getReplyOutcomes(me, [query(reply, users.bob)]).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RateLimitedError);
    expect((err as RateLimitedError).resetAt.getTime()).toBe(resetAt * 1000);
    fake.revoke(me.accessToken);
    await expect(provider.getReplyOutcomes(me, [query(reply, users.bob)])).rejects.toBeInstanceOf(
      ReconnectNeededError,
    );
  });

  test('a rate-limited liking_users leaves the remaining likes unknown but keeps the figures', async () => {
    const first = addReply(users.me, tweets.bobHot, { like: 3, impression: 90 });
    const second = addReply(users.me, tweets.bobHot, { like: 4 });
    fake.state.likes.push(
      { tweet_id: first, user_id: users.bob.id },
      { tweet_id: second, user_id: users.bob.id },
    );
    fake.failNext('GET /2/tweets/:id/liking_users', 'rate-limited');
    const result = await provider.getReplyOutcomes(me, [query(first, users.bob), query(second, users.bob)]);
    expect(result.found.map((o) => [o.likes, o.impressions, o.authorLiked])).toEqual([
      [3, 90, false],
      [4, 0, false],
    ]);
    expect(requestsTo('GET /2/tweets/:id/liking_users')).toHaveLength(1);
  });
});

describe('profile', () => {
  const me = myCredentials();

  test('getProfile fills following from public_metrics', async () => {
    await expect(provider.getProfile(me)).resolves.toMatchObject({ followers: 1520, following: 180 });
  });
});

describe('authorReplyQueries', () => {
  test('packs clauses up to the limit and never splits one', () => {
    const items = ['1', '22', '333'].map((id) => query(id, users.bob));
    expect(authorReplyQueries(items)).toEqual([
      '(from:bob_builds in_reply_to_tweet_id:1) OR (from:bob_builds in_reply_to_tweet_id:22) OR (from:bob_builds in_reply_to_tweet_id:333)',
    ]);
    expect(authorReplyQueries(items, 90)).toEqual([
      '(from:bob_builds in_reply_to_tweet_id:1) OR (from:bob_builds in_reply_to_tweet_id:22)',
      '(from:bob_builds in_reply_to_tweet_id:333)',
    ]);
    expect(authorReplyQueries([])).toEqual([]);
  });
});
