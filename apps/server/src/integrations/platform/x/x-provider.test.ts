import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createLogger } from '../../../lib/logger';
import {
  BadInputError,
  PlatformDownError,
  RateLimitedError,
  ReconnectNeededError,
  ReplyNotAllowedError,
} from '../errors';
import type { PlatformProvider, TCredentials } from '../types';
import { FAKE_X } from '#test/fakes/x/data';
import { startFakeXServer, type TFakeXServer } from '#test/fakes/x/server';
import { createXProvider } from './x-provider';

const CALLBACK = 'http://localhost:3000/api/connections/twitter/callback';
const { users, tweets, media } = FAKE_X;

let fake: TFakeXServer;
let provider: PlatformProvider;
let sleeps: number[];
let logLines: string[];

function makeProvider(
  overrides: { appSecret?: string; baseUrl?: string; unrestrictedReplies?: boolean } = {},
) {
  return createXProvider({
    appKey: FAKE_X.consumer.key,
    appSecret: overrides.appSecret ?? FAKE_X.consumer.secret,
    unrestrictedReplies: overrides.unrestrictedReplies ?? false,
    baseUrl: overrides.baseUrl ?? fake.url,
    logger: createLogger('debug', { write: (line: string) => logLines.push(line) }),
    sleep: async (ms) => {
      sleeps.push(ms);
    },
  });
}

beforeEach(async () => {
  fake = await startFakeXServer();
  sleeps = [];
  logLines = [];
  provider = makeProvider();
});
afterEach(async () => {
  await fake.close();
});

const requestsTo = (route: string) => fake.state.requests.filter((r) => r.route === route);

/** Logs must never carry a credential. */
function expectNoSecretsLogged(...credentials: TCredentials[]) {
  const text = logLines.join('\n');
  for (const c of credentials) {
    expect(text).not.toContain(c.accessToken);
    expect(text).not.toContain(c.accessSecret);
  }
}

describe('connecting (OAuth 1.0a three-legged, through the real client)', () => {
  test('request token → authorize page → verifier → access token and profile', async () => {
    expect(provider.kind).toBe('live');
    expect(provider.id).toBe('twitter');
    const start = await provider.startConnect(CALLBACK);
    expect(start.authorizationUrl).toBe(
      `${fake.url}/oauth/authorize?oauth_token=${encodeURIComponent(start.requestToken)}`,
    );
    expect(start.requestSecret).toBe(fake.state.requestTokens.get(start.requestToken)?.secret);
    const [tokenRequest] = requestsTo('POST /oauth/request_token');
    expect(new URLSearchParams(tokenRequest?.body).get('oauth_callback')).toBe(CALLBACK);

    // The browser's visit: X redirects back to the callback with the verifier.
    const visit = await fetch(start.authorizationUrl, { redirect: 'manual' });
    expect(visit.status).toBe(302);
    const back = new URL(visit.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
    expect(back.searchParams.get('oauth_token')).toBe(start.requestToken);
    const verifier = back.searchParams.get('oauth_verifier') ?? '';

    const { credentials, profile } = await provider.finishConnect({
      requestToken: start.requestToken,
      requestSecret: start.requestSecret,
      verifier,
    });
    expect(credentials).toMatchObject({ userId: users.me.id, username: 'gatling_me' });
    expect(fake.state.accessTokens.get(credentials.accessToken)).toEqual({
      secret: credentials.accessSecret,
      userId: users.me.id,
    });
    expect(profile).toEqual({
      id: users.me.id,
      username: 'gatling_me',
      name: 'Gatling Me',
      avatar_url: users.me.profile_image_url,
      followers: 1520,
      description: 'Replies worth reading.',
    });
    // Every signed call passed the fake's signature check.
    expect(fake.state.requests.filter((r) => r.refusal)).toEqual([]);

    // The request token is spent: the same verifier cannot be exchanged twice.
    await expect(
      provider.finishConnect({
        requestToken: start.requestToken,
        requestSecret: start.requestSecret,
        verifier,
      }),
    ).rejects.toBeInstanceOf(ReconnectNeededError);
    expectNoSecretsLogged(credentials);
  });

  test('when X is down right after the token exchange, the access is kept with the login’s identity', async () => {
    const start = await provider.startConnect(CALLBACK);
    const visit = await fetch(start.authorizationUrl, { redirect: 'manual' });
    const verifier = new URL(visit.headers.get('location') ?? '').searchParams.get('oauth_verifier') ?? '';
    fake.failNext('GET /2/users/me', 'unavailable', { times: Infinity });
    const { credentials, profile } = await provider.finishConnect({ ...start, verifier });
    expect(credentials).toMatchObject({ userId: users.me.id, username: 'gatling_me' });
    expect(fake.state.accessTokens.has(credentials.accessToken)).toBe(true);
    expect(profile).toEqual({
      id: users.me.id,
      username: 'gatling_me',
      name: 'gatling_me',
      avatar_url: null,
      followers: null,
      description: null,
    });
  });

  test('a wrong verifier is refused', async () => {
    const start = await provider.startConnect(CALLBACK);
    await fetch(start.authorizationUrl, { redirect: 'manual' });
    const attempt = provider.finishConnect({ ...start, verifier: 'not-the-verifier' });
    await expect(attempt).rejects.toBeInstanceOf(ReconnectNeededError);
    await expect(attempt).rejects.toThrow(/Invalid oauth_verifier/);
  });

  test('an app secret X does not know is refused at the request-token step', async () => {
    const wrongKeys = makeProvider({ appSecret: 'not-the-secret' });
    await expect(wrongKeys.startConnect(CALLBACK)).rejects.toBeInstanceOf(ReconnectNeededError);
    expect(requestsTo('POST /oauth/request_token')[0]?.refusal).toEqual({
      code: 32,
      message: 'Could not authenticate you.',
    });
  });
});

describe('reading', () => {
  let me: TCredentials;
  beforeEach(() => {
    me = fake.issueCredentials(users.me.id);
  });

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

    const query = requestsTo('GET /2/users/:id/tweets')[0]?.query ?? {};
    expect(query).toMatchObject({
      max_results: '100',
      'tweet.fields':
        'created_at,public_metrics,referenced_tweets,attachments,entities,lang,conversation_id,in_reply_to_user_id,author_id',
      expansions: 'author_id,referenced_tweets.id,referenced_tweets.id.author_id,attachments.media_keys',
      'media.fields': 'url,preview_image_url',
      'user.fields': 'profile_image_url,name,username',
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
});

describe('replying', () => {
  let me: TCredentials;
  beforeEach(() => {
    me = fake.issueCredentials(users.me.id);
  });

  test('postReply posts {text, reply} and deletePost removes it', async () => {
    const text = 'Happy to help — what are you replying to most?';
    const posted = await provider.postReply(me, { inReplyToId: tweets.carolMention, text });
    expect(posted.url).toBe(`https://x.com/gatling_me/status/${posted.id}`);
    const [request] = requestsTo('POST /2/tweets');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      text,
      reply: { in_reply_to_tweet_id: tweets.carolMention },
    });
    expect(fake.state.tweets.find((t) => t.id === posted.id)).toMatchObject({
      author_id: users.me.id,
      in_reply_to_user_id: users.carol.id,
      referenced_tweets: [{ type: 'replied_to', id: tweets.carolMention }],
    });

    await provider.deletePost(me, posted.id);
    expect(requestsTo('DELETE /2/tweets/:id')[0]?.path).toBe(`/2/tweets/${posted.id}`);
    expect(fake.state.tweets.find((t) => t.id === posted.id)).toBeUndefined();
  });

  test('a reply where the author did not summon the account is ReplyNotAllowedError, sent once', async () => {
    const err = await provider
      .postReply(me, { inReplyToId: tweets.carolPlain, text: 'Nice streak!' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ReplyNotAllowedError);
    expect((err as Error).message).toMatch(/not been mentioned/);
    expect(requestsTo('POST /2/tweets')).toHaveLength(1);
  });

  test('a quote of the account’s post summons it: the reply goes through', async () => {
    await expect(
      provider.postReply(me, { inReplyToId: tweets.aliceQuote, text: 'Thanks!' }),
    ).resolves.toMatchObject({
      url: expect.stringContaining('https://x.com/gatling_me/status/'),
    });
  });

  test('duplicate content is bad input', async () => {
    const input = { inReplyToId: tweets.carolMention, text: 'Same words twice' };
    await provider.postReply(me, input);
    await expect(provider.postReply(me, input)).rejects.toBeInstanceOf(BadInputError);
  });

  test('a scripted 403 reply-not-allowed is ReplyNotAllowedError', async () => {
    fake.failNext('POST /2/tweets', 'reply-not-allowed');
    await expect(
      provider.postReply(me, { inReplyToId: tweets.carolMention, text: 'hello' }),
    ).rejects.toBeInstanceOf(ReplyNotAllowedError);
  });
});

describe('failures', () => {
  let me: TCredentials;
  beforeEach(() => {
    me = fake.issueCredentials(users.me.id);
  });

  test('429 is RateLimitedError with the reset time from x-rate-limit-reset, without retrying', async () => {
    const resetAt = Math.floor(Date.now() / 1000) + 600;
    fake.failNext('GET /2/users/:id/tweets', 'rate-limited', { resetAt });
    const err = await provider.getUserPosts(me, users.alice.id).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RateLimitedError);
    expect((err as RateLimitedError).resetAt.getTime()).toBe(resetAt * 1000);
    expect(requestsTo('GET /2/users/:id/tweets')).toHaveLength(1);
    expect(sleeps).toEqual([]);
    expectNoSecretsLogged(me);
  });

  test('a revoked token is ReconnectNeededError (401 from the signature check)', async () => {
    fake.revoke(me.accessToken);
    await expect(provider.getProfile(me)).rejects.toBeInstanceOf(ReconnectNeededError);
    expect(requestsTo('GET /2/users/me')[0]).toMatchObject({ status: 401, refusal: { code: 89 } });
    const logged = logLines.map((l) => JSON.parse(l) as { errorType?: string; msg: string });
    expect(logged).toContainEqual(expect.objectContaining({ errorType: 'ReconnectNeededError' }));
    expect(logged.some((l) => /unexpected/.test(l.msg))).toBe(false);
    expectNoSecretsLogged(me);
  });

  test('a scripted 401, and a 403 naming an invalid token, are ReconnectNeededError', async () => {
    fake.failNext('GET /2/users/by', 'token-revoked');
    await expect(provider.getUsersByUsernames(me, ['alice_dev'])).rejects.toBeInstanceOf(
      ReconnectNeededError,
    );
    fake.failNext('GET /2/users/me', {
      status: 403,
      body: { errors: [{ code: 89, message: 'Invalid or expired token.' }] },
    });
    await expect(provider.getProfile(me)).rejects.toBeInstanceOf(ReconnectNeededError);
  });

  test('a 400 is BadInputError with X’s detail', async () => {
    await expect(provider.searchRecent(me, '   ')).rejects.toThrow(BadInputError);
    await expect(provider.searchRecent(me, '   ')).rejects.toThrow(/query/);
  });

  test('a 503 once is retried and the call succeeds, each try freshly signed', async () => {
    fake.failNext('GET /2/tweets/search/recent', 'unavailable');
    const posts = await provider.searchRecent(me, '@gatling_me');
    expect(posts).toHaveLength(1);
    const calls = requestsTo('GET /2/tweets/search/recent');
    expect(calls.map((c) => c.status)).toEqual([503, 200]);
    expect(calls.every((c) => c.refusal === undefined)).toBe(true);
    expect(sleeps).toHaveLength(1);
  });

  test('503 every time is PlatformDownError after a bounded number of tries', async () => {
    fake.failNext('GET /2/users/me', 'unavailable', { times: Infinity });
    await expect(provider.getProfile(me)).rejects.toBeInstanceOf(PlatformDownError);
    expect(requestsTo('GET /2/users/me')).toHaveLength(3);
    expect(sleeps).toHaveLength(2);
    expect(Math.max(...sleeps)).toBeLessThanOrEqual(3_000);
  });

  test('a reply is never sent twice: a 503 on posting is PlatformDownError at once', async () => {
    fake.failNext('POST /2/tweets', 'unavailable', { times: Infinity });
    await expect(
      provider.postReply(me, { inReplyToId: tweets.carolMention, text: 'once only' }),
    ).rejects.toBeInstanceOf(PlatformDownError);
    expect(requestsTo('POST /2/tweets')).toHaveLength(1);
  });

  test('an unreachable X is PlatformDownError', async () => {
    const closed = await startFakeXServer();
    await closed.close();
    const unreachable = makeProvider({ baseUrl: closed.url });
    await expect(unreachable.getProfile(me)).rejects.toBeInstanceOf(PlatformDownError);
    expect(sleeps).toHaveLength(2);
  });
});
