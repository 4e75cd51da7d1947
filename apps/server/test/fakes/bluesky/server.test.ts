import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { FAKE_BLUESKY_ACCOUNTS, startBlueskyFake, type TBlueskyFake } from './server';

const ME = FAKE_BLUESKY_ACCOUNTS[0]!;
let fake: TBlueskyFake;
beforeEach(async () => {
  fake = await startBlueskyFake();
});
afterEach(async () => {
  await fake.close();
});

/** A raw XRPC call, independent of @atproto/api. */
async function xrpc(nsid: string, init: { body?: unknown; token?: string; query?: string } = {}) {
  const res = await fetch(`${fake.url}/xrpc/${nsid}${init.query ? `?${init.query}` : ''}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return {
    status: res.status,
    headers: res.headers,
    body: (await res.json().catch(() => null)) as Record<string, unknown>,
  };
}

const scopeOf = (jwt: string) =>
  (JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as { scope: string }).scope;

async function session(password = ME.appPasswords[0]!) {
  const { body } = await xrpc('com.atproto.server.createSession', {
    body: { identifier: ME.handle, password },
  });
  return body as { accessJwt: string; refreshJwt: string; did: string };
}

describe('the fake Bluesky on the wire', () => {
  test('app passwords and the account password give their scopes; a wrong one is 401 with an XRPC body', async () => {
    expect(scopeOf((await session()).accessJwt)).toBe('com.atproto.appPass');
    expect(scopeOf((await session(ME.password)).accessJwt)).toBe('com.atproto.access');
    const wrong = await xrpc('com.atproto.server.createSession', {
      body: { identifier: ME.handle, password: 'x' },
    });
    expect(wrong).toMatchObject({
      status: 401,
      body: { error: 'AuthenticationRequired', message: 'Invalid identifier or password' },
    });
  });

  test('429 carries the ratelimit headers', async () => {
    const { accessJwt } = await session();
    fake.rateLimitNext('app.bsky.actor.getProfile', 30);
    const res = await xrpc('app.bsky.actor.getProfile', { token: accessJwt, query: `actor=${ME.handle}` });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ error: 'RateLimitExceeded', message: 'Rate Limit Exceeded' });
    expect(res.headers.get('ratelimit-remaining')).toBe('0');
    expect(Number(res.headers.get('ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000);
    expect(res.headers.get('ratelimit-policy')).toBeTruthy();
  });

  test('putRecord: swapRecord null creates only once; a key that is no TID is refused', async () => {
    const { accessJwt, did } = await session();
    const record = { $type: 'app.bsky.feed.post', text: 'hi', createdAt: new Date().toISOString() };
    const put = (rkey: string) =>
      xrpc('com.atproto.repo.putRecord', {
        token: accessJwt,
        body: { repo: did, collection: 'app.bsky.feed.post', rkey, record, swapRecord: null },
      });
    expect((await put('3kabcdefghij2')).status).toBe(200);
    expect(await put('3kabcdefghij2')).toMatchObject({ status: 400, body: { error: 'InvalidSwap' } });
    expect(await put('not-a-tid')).toMatchObject({ status: 400, body: { error: 'InvalidRequest' } });
    expect(fake.records()).toHaveLength(1);
  });

  test('expired access tokens answer ExpiredToken; revoked sessions cannot refresh', async () => {
    const { accessJwt, refreshJwt } = await session();
    fake.expireAccessTokens();
    expect(await xrpc('com.atproto.server.getSession', { token: accessJwt })).toMatchObject({
      status: 400,
      body: { error: 'ExpiredToken' },
    });
    fake.revoke(ME.handle);
    expect(await xrpc('com.atproto.server.refreshSession', { token: refreshJwt, body: {} })).toMatchObject({
      status: 400,
      body: { error: 'ExpiredToken' },
    });
    expect(fake.calls).toEqual([
      'com.atproto.server.createSession',
      'com.atproto.server.getSession',
      'com.atproto.server.refreshSession',
    ]);
  });
});
