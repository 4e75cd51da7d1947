import crypto from 'node:crypto';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { TCredentials } from '../../../src/integrations/platform/types';
import { FAKE_X } from './data';
import { startFakeXServer, type TFakeXServer } from './server';
import { buildAuthorizationHeader, oauth1Signature } from './oauth1-signature';

let fake: TFakeXServer;
let me: TCredentials;
beforeEach(async () => {
  fake = await startFakeXServer();
  me = fake.issueCredentials(FAKE_X.users.me.id);
});
afterEach(async () => {
  await fake.close();
});

type TSigned = {
  method?: string;
  path: string;
  /** The URL the signature covers; X checks its own public URL. */
  signedUrl?: string;
  consumerSecret?: string;
  tokenSecret?: string;
  token?: string;
  timestamp?: number;
  nonce?: string;
  /** Sent instead of the signed path, to tamper with the request after signing. */
  sendPath?: string;
};

/** A request signed by hand with the RFC 5849 implementation, independent of twitter-api-v2. */
async function signedFetch(options: TSigned): Promise<Response> {
  const method = options.method ?? 'GET';
  const protocol = {
    oauth_consumer_key: FAKE_X.consumer.key,
    oauth_nonce: options.nonce ?? crypto.randomBytes(16).toString('hex'),
    oauth_signature_method: 'HMAC-SHA1',
    oauth_timestamp: String(options.timestamp ?? Math.floor(Date.now() / 1000)),
    oauth_token: options.token ?? me.accessToken,
    oauth_version: '1.0',
  };
  const signature = oauth1Signature({
    method,
    url: options.signedUrl ?? `https://api.x.com${options.path}`,
    params: protocol,
    consumerSecret: options.consumerSecret ?? FAKE_X.consumer.secret,
    tokenSecret: options.tokenSecret ?? me.accessSecret,
  });
  return fetch(`${fake.url}${options.sendPath ?? options.path}`, {
    method,
    headers: { authorization: buildAuthorizationHeader({ ...protocol, oauth_signature: signature }) },
  });
}

describe('the fake X checks OAuth 1.0a signatures', () => {
  const path = '/2/users/me?user.fields=description';

  test('a correctly signed request is answered', async () => {
    const res = await signedFetch({ path });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      data: {
        id: FAKE_X.users.me.id,
        name: 'Gatling Me',
        username: 'gatling_me',
        description: 'Replies worth reading.',
      },
    });
    expect(res.headers.get('x-rate-limit-reset')).toMatch(/^\d+$/);
  });

  test('a signature forged with the wrong consumer secret is refused', async () => {
    const res = await signedFetch({ path, consumerSecret: 'guessed-secret' });
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    expect(await res.json()).toEqual({
      title: 'Unauthorized',
      type: 'about:blank',
      status: 401,
      detail: 'Unauthorized',
    });
    expect(fake.state.requests.at(-1)?.refusal).toEqual({ code: 32, message: 'Could not authenticate you.' });
  });

  test('the wrong token secret, a tampered query, or the wrong host are refused', async () => {
    expect((await signedFetch({ path, tokenSecret: 'stolen-token-only' })).status).toBe(401);
    expect((await signedFetch({ path, sendPath: '/2/users/me?user.fields=public_metrics' })).status).toBe(
      401,
    );
    expect((await signedFetch({ path, signedUrl: `https://api.twitter.com${path}` })).status).toBe(401);
    expect(fake.state.requests.map((r) => r.refusal?.code)).toEqual([32, 32, 32]);
  });

  test('a replayed nonce, a stale timestamp and an unknown token are refused', async () => {
    // A nonce is unique per timestamp: the replay carries the same second, whenever it is sent.
    const timestamp = Math.floor(Date.now() / 1000);
    expect((await signedFetch({ path, nonce: 'once', timestamp })).status).toBe(200);
    expect((await signedFetch({ path, nonce: 'once', timestamp })).status).toBe(401);
    expect((await signedFetch({ path, timestamp: Math.floor(Date.now() / 1000) - 3600 })).status).toBe(401);
    expect((await signedFetch({ path, token: 'never-issued' })).status).toBe(401);
    expect(fake.state.requests.map((r) => r.refusal?.code)).toEqual([undefined, 32, 135, 89]);
  });

  test('an unsigned request is refused; the OAuth endpoints answer X’s v1 error shape', async () => {
    expect((await fetch(`${fake.url}/2/users/me`)).status).toBe(401);
    const res = await fetch(`${fake.url}/oauth/request_token`, { method: 'POST' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ errors: [{ code: 215, message: 'Bad Authentication data.' }] });
  });

  test('a scripted failure answers only after the signature is good, for as many calls as asked', async () => {
    fake.failNext('GET /2/users/me', 'rate-limited', { times: 2, resetAt: 1_900_000_000 });
    expect((await signedFetch({ path, consumerSecret: 'wrong' })).status).toBe(401);
    const limited = await signedFetch({ path });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('x-rate-limit-reset')).toBe('1900000000');
    expect(limited.headers.get('x-rate-limit-remaining')).toBe('0');
    expect((await signedFetch({ path })).status).toBe(429);
    expect((await signedFetch({ path })).status).toBe(200);
  });
});

describe('the fake X authorize page', () => {
  test('an unknown request token is refused; a denial redirects with denied=', async () => {
    expect((await fetch(`${fake.url}/oauth/authorize?oauth_token=nope`, { redirect: 'manual' })).status).toBe(
      400,
    );
    fake.state.requestTokens.set('rt', { secret: 's', callback: 'http://localhost:3000/cb?x=1' });
    fake.state.denyAuthorization = true;
    const res = await fetch(`${fake.url}/oauth/authorize?oauth_token=rt`, { redirect: 'manual' });
    expect(res.headers.get('location')).toBe('http://localhost:3000/cb?x=1&denied=rt');
  });
});

describe('the fake X’s post lookup and search grammar', () => {
  const get = async (path: string) => {
    const res = await signedFetch({ path });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const search = (q: string) => get(`/2/tweets/search/recent?query=${encodeURIComponent(q)}`);
  const ids = (body: Record<string, unknown>) =>
    ((body.data as Array<{ id: string }> | undefined) ?? []).map((t) => t.id);

  test('GET /2/tweets: found ones in order, unknown ones as errors, at most 100 ids', async () => {
    const { tweets } = FAKE_X;
    const found = await get(
      `/2/tweets?ids=${tweets.carolPlain},123,${tweets.bobHot}&tweet.fields=public_metrics`,
    );
    expect(found.status).toBe(200);
    expect(ids(found.body)).toEqual([tweets.carolPlain, tweets.bobHot]);
    expect(found.body.errors).toEqual([
      expect.objectContaining({ resource_type: 'tweet', resource_id: '123' }),
    ]);
    const many = Array.from({ length: 101 }, (_, i) => String(i + 1)).join(',');
    expect((await get(`/2/tweets?ids=${many}`)).status).toBe(400);
  });

  test('OR, groups, negated groups and in_reply_to_tweet_id:; over 512 characters or unbalanced is 400', async () => {
    const { tweets } = FAKE_X;
    expect(ids((await search(`from:alice_dev in_reply_to_tweet_id:${tweets.bobHot}`)).body)).toEqual([
      tweets.aliceReply,
    ]);
    const either = await search(
      `(from:carol_writes day) OR (from:alice_dev in_reply_to_tweet_id:${tweets.bobHot})`,
    );
    expect(ids(either.body)).toEqual([tweets.carolPlain, tweets.aliceReply]);
    expect(ids((await search('from:carol_writes -(day OR nothing)')).body)).toEqual([tweets.carolMention]);
    expect((await search('(from:carol_writes')).status).toBe(400);
    expect((await search(`from:carol_writes ${'x'.repeat(512)}`)).status).toBe(400);
  });

  test('liking_users: who liked a post, newest first', async () => {
    const { tweets, users } = FAKE_X;
    fake.state.likes.push(
      { tweet_id: tweets.mePost, user_id: users.alice.id },
      { tweet_id: tweets.mePost, user_id: users.bob.id },
    );
    const likers = await get(`/2/tweets/${tweets.mePost}/liking_users?max_results=1`);
    expect(likers.body).toMatchObject({ data: [{ id: users.bob.id }], meta: { result_count: 1 } });
    expect((likers.body.meta as { next_token?: string }).next_token).toBeTruthy();
  });
});

describe('the fake X’s mentions, muting, blocking and likes', () => {
  const { users } = FAKE_X;

  test('an unsigned call is refused; another user’s muting, blocking or likes are forbidden', async () => {
    expect((await fetch(`${fake.url}/2/users/${users.me.id}/mentions`)).status).toBe(401);
    expect((await fetch(`${fake.url}/2/users/${users.me.id}/likes`, { method: 'POST' })).status).toBe(401);
    expect((await signedFetch({ path: `/2/users/${users.me.id}/muting` })).status).toBe(200);
    expect((await signedFetch({ path: `/2/users/${users.alice.id}/muting` })).status).toBe(403);
    expect((await signedFetch({ path: `/2/users/${users.alice.id}/blocking` })).status).toBe(403);
    const like = await signedFetch({ method: 'POST', path: `/2/users/${users.alice.id}/likes` });
    expect(like.status).toBe(403);
    expect(fake.state.likes).toEqual([]);
  });

  test('a scripted rate limit answers 429 on the new routes', async () => {
    fake.failNext('GET /2/users/:id/mentions', 'rate-limited');
    fake.failNext('GET /2/users/:id/blocking', 'rate-limited');
    expect((await signedFetch({ path: `/2/users/${users.me.id}/mentions` })).status).toBe(429);
    expect((await signedFetch({ path: `/2/users/${users.me.id}/blocking` })).status).toBe(429);
    expect((await signedFetch({ path: `/2/users/${users.me.id}/mentions` })).status).toBe(200);
  });
});
