import { describe, expect, test } from 'vitest';
import { BadInputError } from '../errors';
import type { TPlatformPost } from '../types';
import { FAKE_X } from '#test/fakes/x/data';
import { xProviderKit } from '#test/kits/x-provider';

const { users, tweets, media } = FAKE_X;
const { provider, requestsTo, myCredentials } = xProviderKit();

describe('reading', () => {
  const me = myCredentials();

  test('getProfile asks /2/users/me for the profile fields', async () => {
    const profile = await provider.getProfile(me);
    expect(profile).toMatchObject({ id: users.me.id, username: 'gatling_me', followers: 1520 });
    expect(requestsTo('GET /2/users/me')[0]?.query['user.fields']).toBe(
      'profile_image_url,public_metrics,description',
    );
  });

  test('getUserPosts maps single, retweet, quote and reply posts, newest first', async () => {
    const posts = await provider.getUserPosts(me, users.alice.id);
    expect(posts.map((p) => p.id)).toEqual([
      tweets.aliceReply,
      tweets.aliceQuote,
      tweets.aliceRetweet,
      tweets.aliceSingle,
    ]);
    const [reply, quote, retweet, single] = posts;
    const alice = {
      id: users.alice.id,
      username: 'alice_dev',
      name: 'Alice Developer',
      avatar_url: users.alice.profile_image_url,
      description: 'Building CLIs in the open.',
    };

    expect(single).toEqual({
      id: tweets.aliceSingle,
      text: 'Shipping v2 of our CLI today 🚀',
      created_at: '2026-03-01T11:00:00.000Z',
      lang: 'en',
      author: alice,
      reactions: { likes: 120, replies: 14, retweets: 9, views: 8800 },
      media_url: 'https://pbs.twimg.com/media/alice-cli.jpg',
      media_urls: ['https://pbs.twimg.com/media/alice-cli.jpg'],
      tweet_type: 'SINGLE',
      conversation_id: tweets.aliceSingle,
      in_reply_to_id: null,
      mentions: [],
      url: `https://x.com/alice_dev/status/${tweets.aliceSingle}`,
      original: null,
      replied_to: null,
    });

    expect(retweet).toMatchObject({
      tweet_type: 'RETWEET',
      author: alice,
      mentions: ['bob_builds', 'alice_dev'],
    });
    expect(retweet?.original).toMatchObject({
      id: tweets.bobHot,
      tweet_type: 'SINGLE',
      author: { id: users.bob.id, username: 'bob_builds', name: 'Bob Builds' },
      reactions: { likes: 310, replies: 42, retweets: 57, views: 21000 },
      mentions: ['alice_dev'],
      url: `https://x.com/bob_builds/status/${tweets.bobHot}`,
    });

    expect(quote).toMatchObject({
      tweet_type: 'QUOTE',
      // A video has no url: its preview image stands in.
      media_url: 'https://pbs.twimg.com/ext_tw_video_thumb/1002/pu/img/rule-3.jpg',
      original: { id: tweets.mePost, author: { id: users.me.id, username: 'gatling_me' } },
    });
    expect(reply).toMatchObject({
      tweet_type: 'SINGLE',
      in_reply_to_id: tweets.bobHot,
      conversation_id: tweets.bobHot,
      mentions: ['bob_builds'],
      original: null,
    });
    // The answered post comes with the reply (includes.tweets), its author's bio with it.
    expect(reply?.replied_to).toMatchObject({
      id: tweets.bobHot,
      text: 'Hot take: tests are documentation. @alice_dev agrees, right?',
      author: { id: users.bob.id, username: 'bob_builds', description: 'Hot takes, cold coffee.' },
      in_reply_to_id: null,
    });
    expect(quote?.replied_to).toBeNull();

    const query = requestsTo('GET /2/users/:id/tweets')[0]?.query ?? {};
    expect(query).toMatchObject({
      max_results: '100',
      'tweet.fields':
        'created_at,public_metrics,referenced_tweets,attachments,entities,lang,conversation_id,in_reply_to_user_id,author_id',
      expansions: 'author_id,referenced_tweets.id,referenced_tweets.id.author_id,attachments.media_keys',
      'media.fields': 'url,preview_image_url',
      'user.fields': 'profile_image_url,name,username,description',
    });
    expect(query.since_id).toBeUndefined();
    expect(media.alicePhoto).toBeTruthy();
  });

  test('getUserPosts polls with since_id and keeps max_results within 5..100', async () => {
    const newer = await provider.getUserPosts(me, users.alice.id, { sinceId: tweets.aliceRetweet });
    expect(newer.map((p) => p.id)).toEqual([tweets.aliceReply, tweets.aliceQuote]);
    expect(requestsTo('GET /2/users/:id/tweets')[0]?.query.since_id).toBe(tweets.aliceRetweet);

    const two = await provider.getUserPosts(me, users.alice.id, { max: 2 });
    expect(two).toHaveLength(2);
    expect(requestsTo('GET /2/users/:id/tweets')[1]?.query.max_results).toBe('5');

    await provider.getUserPosts(me, users.alice.id, { max: 500 });
    expect(requestsTo('GET /2/users/:id/tweets')[2]?.query.max_results).toBe('100');

    expect(await provider.getUserPosts(me, users.alice.id, { sinceId: tweets.aliceReply })).toEqual([]);
  });

  test('getUserPosts for a user X does not know is bad input', async () => {
    await expect(provider.getUserPosts(me, '999999')).rejects.toBeInstanceOf(BadInputError);
  });

  test('getUsersByUsernames normalises, reports the missing ones, and skips names X would refuse', async () => {
    const result = await provider.getUsersByUsernames(me, [
      '@Alice_Dev',
      'BOB_builds',
      'ghost_user',
      'not valid!',
      'alice_dev',
    ]);
    expect(result.found.map((p) => p.username)).toEqual(['alice_dev', 'bob_builds']);
    expect(result.found[0]).toMatchObject({
      id: users.alice.id,
      followers: 48200,
      description: 'Building CLIs in the open.',
    });
    expect(result.missing).toEqual(['ghost_user', 'not valid!']);
    const lookups = requestsTo('GET /2/users/by');
    expect(lookups).toHaveLength(1);
    expect(lookups[0]?.query.usernames).toBe('alice_dev,bob_builds,ghost_user');
  });

  test('getUsersByUsernames batches by 100', async () => {
    const names = Array.from({ length: 150 }, (_, i) => `ghost_${i}`);
    const result = await provider.getUsersByUsernames(me, [...names, 'carol_writes']);
    expect(result.found.map((p) => p.username)).toEqual(['carol_writes']);
    expect(result.missing).toHaveLength(150);
    expect(requestsTo('GET /2/users/by').map((r) => r.query.usernames?.split(',').length)).toEqual([100, 51]);
  });

  test('searchRecent passes the query with the post fields; max_results stays within 10..100', async () => {
    const summoned = await provider.searchRecent(me, '@gatling_me', { max: 3 });
    expect(summoned.map((p) => p.id)).toEqual([tweets.carolMention]);
    expect(summoned[0]?.mentions).toEqual(['gatling_me']);
    const [search] = requestsTo('GET /2/tweets/search/recent');
    expect(search?.query).toMatchObject({ query: '@gatling_me', max_results: '10' });
    expect(search?.query.expansions).toContain('referenced_tweets.id.author_id');

    const own = await provider.searchRecent(me, 'from:alice_dev -is:retweet', {
      sinceId: tweets.aliceSingle,
    });
    expect(own.map((p) => p.id)).toEqual([tweets.aliceReply, tweets.aliceQuote]);
    expect(requestsTo('GET /2/tweets/search/recent')[1]?.query.since_id).toBe(tweets.aliceSingle);
  });

  test('searchKeyword sends the stored keyword with X’s operators for original posts only', async () => {
    await provider.searchKeyword(me, '"cold email" OR outbound', { max: 20, sinceId: tweets.aliceSingle });
    const [search] = requestsTo('GET /2/tweets/search/recent');
    expect(search?.query).toMatchObject({
      query: '("cold email" OR outbound) -is:retweet -is:reply',
      max_results: '20',
      since_id: tweets.aliceSingle,
    });
  });

  test('cursorAfter keeps the larger numeric id; the reply limit is X’s weighted 280', () => {
    const post = (id: string) => ({ ...({} as TPlatformPost), id });
    expect(provider.cursorAfter(null, post('5'))).toBe('5');
    // Compared as numbers, beyond what a double holds exactly.
    expect(provider.cursorAfter('9', post('10'))).toBe('10');
    expect(provider.cursorAfter('1900000000000000001', post('1900000000000000000'))).toBe(
      '1900000000000000001',
    );
    expect(provider.replyLength.max).toBe(280);
    expect(provider.replyLength.measure('🙂 https://example.com/a-very-long-path')).toBe(2 + 1 + 23);
  });
});
