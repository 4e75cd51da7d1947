import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TSession } from '@gatling/shared/api/session';
import { platformOauthRequests } from '../../../db/schema/connections';
import { createPlatformRegistry } from '../../../boot';
import { FAKE_X } from '#test/fakes/x/data';
import { startFakeXServer } from '#test/fakes/x/server';
import { createXProvider } from '../../../integrations/platform/x/x-provider';
import type { TPlatformRegistry } from '../../../integrations/platform/registry';
import { createLogger } from '../../../lib/logger';
import { createTokenCipher } from '../../../lib/token-cipher';
import { allowConsoleError } from '#test/console-error';
import {
  createTestApp,
  expectErrorBody,
  openedForAll,
  TEST_TOKEN_KEY,
  uniqueEmail,
  useTestApp,
} from '#test/harness';
import { getConnectionCredentials } from '../connection-credentials';
import { connectionsKit, expectCallbackRedirect, paramsOf } from '#test/kits/connections';
import { CALLBACK_DETAIL } from './finish-twitter-connect';

const fake = openedForAll(() => startFakeXServer());
const t = useTestApp({}, { platforms: () => xPlatforms() });
const kit = connectionsKit(t);

/** The live provider, through the official client, pointed at the fake X; retries without waiting. */
function xPlatforms(appSecret: string = FAKE_X.consumer.secret): TPlatformRegistry {
  const x = createXProvider({
    appKey: FAKE_X.consumer.key,
    appSecret,
    unrestrictedReplies: false,
    baseUrl: fake.url,
    logger: createLogger('silent'),
    sleep: async () => undefined,
  });
  // Only X is reached in these tests.
  return { get: (() => x) as TPlatformRegistry['get'], list: () => [x] };
}

/** The browser at X's authorize page, which sends it back to the product's callback. */
async function authorizeOnX(session: TSession) {
  const { url, token } = await kit.requestToken(session);
  expect(`${url.origin}${url.pathname}`).toBe(`${fake.url}/oauth/authorize`);
  const back = expectCallbackRedirect(await fetch(url, { redirect: 'manual' }), t.config.publicUrl);
  return { token, back };
}

const me = FAKE_X.users.me;

describe('connecting the live X provider (fake X on loopback, real OAuth 1.0a signatures)', () => {
  test('request token → X authorize → callback → profile, with the access token sealed at rest', async () => {
    const ada = await t.signUpAndConfirm(uniqueEmail('ada'));
    expect(await kit.profile(ada)).toBeNull();
    const { token, back } = await authorizeOnX(ada);
    const requestSecret = fake.state.requestTokens.get(token)?.secret ?? '';
    expect((await kit.requestRow(token))?.requestSecretSealed).not.toContain(requestSecret);
    // The callback the product registered with X is its own /auth/twitter/callback page.
    expect(fake.state.requestTokens.get(token)?.callback).toBe(`${t.config.publicUrl}/auth/twitter/callback`);

    const profile = await kit.expectConnected(await kit.callback(ada, paramsOf(back)));
    expect(profile).toEqual({
      profile_image_url: me.profile_image_url,
      display_name: me.name,
      twitter_username: me.username,
      status: 'connected',
      provider: 'live',
    });
    expect(await kit.profile(ada)).toEqual(profile);

    const row = await kit.connectionOf(ada);
    const [issued] = [...fake.state.accessTokens.entries()].filter(([, a]) => a.userId === me.id).slice(-1);
    const credentials = await getConnectionCredentials(
      t.database.db,
      createTokenCipher(TEST_TOKEN_KEY),
      ada.user.id,
      'twitter',
      { kind: 'live' },
    );
    expect(credentials).toEqual({
      accessToken: issued?.[0],
      accessSecret: issued?.[1].secret,
      userId: me.id,
      username: me.username,
      // Calls made with them are metered to the user who connected.
      meterAs: ada.user.id,
    });
    const raw = JSON.stringify(row);
    expect(raw).not.toContain(issued?.[0]);
    expect(raw).not.toContain(issued?.[1].secret);
  });

  test('a stale profile is refreshed from X, and a revoked app shows as reconnect_needed', async () => {
    const ben = await t.signUpAndConfirm(uniqueEmail('ben'));
    const { back } = await authorizeOnX(ben);
    await kit.expectConnected(await kit.callback(ben, paramsOf(back)));

    const user = fake.state.users.find((u) => u.id === me.id)!;
    const original = user.name;
    user.name = 'Gatling Renamed';
    try {
      await kit.ageConnection(ben);
      expect((await kit.profile(ben))?.display_name).toBe('Gatling Renamed');
      // Refreshed now: the next read does not call X again.
      const calls = fake.state.requests.filter((r) => r.route === 'GET /2/users/me').length;
      await kit.profile(ben);
      expect(fake.state.requests.filter((r) => r.route === 'GET /2/users/me').length).toBe(calls);
    } finally {
      user.name = original;
    }

    const credentials = await getConnectionCredentials(
      t.database.db,
      createTokenCipher(TEST_TOKEN_KEY),
      ben.user.id,
      'twitter',
    );
    fake.revoke(credentials!.accessToken);
    await kit.ageConnection(ben);
    expect((await kit.profile(ben))?.status).toBe('reconnect_needed');
    expect((await kit.connectionOf(ben))?.status).toBe('reconnect_needed');
  });

  test('X down while refreshing: the stored profile is served', async () => {
    const cy = await t.signUpAndConfirm(uniqueEmail('cy'));
    const { back } = await authorizeOnX(cy);
    await kit.expectConnected(await kit.callback(cy, paramsOf(back)));
    fake.failNext('GET /2/users/me', 'unavailable', { times: 10 });
    await kit.ageConnection(cy);
    expect(await kit.profile(cy)).toMatchObject({ display_name: me.name, status: 'connected' });
    fake.state.failures.length = 0;
  });

  test('Cancel on X comes back as denied → 400 cancelled, nothing stored', async () => {
    const dee = await t.signUpAndConfirm(uniqueEmail('dee'));
    fake.state.denyAuthorization = true;
    try {
      const { back, token } = await authorizeOnX(dee);
      expect(back.searchParams.get('denied')).toBe(token);
      const body = await expectErrorBody(await kit.callback(dee, paramsOf(back)), 400);
      expect(body.detail).toBe(CALLBACK_DETAIL.cancelled);
      expect(await kit.connectionOf(dee)).toBeUndefined();
    } finally {
      fake.state.denyAuthorization = false;
    }
  });

  test('X rate-limiting the exchange → 429 with Retry-After', async () => {
    const eve = await t.signUpAndConfirm(uniqueEmail('eve'));
    const { back } = await authorizeOnX(eve);
    fake.failNext('POST /oauth/access_token', 'rate-limited', {
      resetAt: Math.floor(Date.now() / 1000) + 120,
    });
    const res = await kit.callback(eve, paramsOf(back));
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(60);
    expect((await expectErrorBody(res, 429)).code).toBe('RATE_LIMITED');
    expect(await kit.connectionOf(eve)).toBeUndefined();
  });

  test('X unavailable when starting → 503, no request stored', async () => {
    const fay = await t.signUpAndConfirm(uniqueEmail('fay'));
    fake.failNext('POST /oauth/request_token', 'unavailable', { times: 10 });
    try {
      const res = await kit.get('/request_token', fay);
      expect(res.status).toBe(503);
      expect((await res.json()) as { code: string }).toMatchObject({ code: 'UNAVAILABLE' });
      const rows = await t.database.db
        .select()
        .from(platformOauthRequests)
        .where(eq(platformOauthRequests.userId, fay.user.id));
      expect(rows).toEqual([]);
    } finally {
      fake.state.failures.length = 0;
    }
  });

  test('the live deployment does not offer the sandbox pages and says it is not the sandbox', async () => {
    expect((await t.request('/sandbox/authorize?oauth_token=x')).status).toBe(404);
    const config = (await (await t.request('/api/public-config')).json()) as { twitter_sandbox: boolean };
    expect(config.twitter_sandbox).toBe(false);
  });

  test('with X keys configured the registry picks the live provider (and X_API_BASE_URL reaches the fake)', async () => {
    const config = {
      ...t.config,
      X_API_KEY: FAKE_X.consumer.key,
      X_API_SECRET: FAKE_X.consumer.secret,
      X_API_BASE_URL: fake.url,
    };
    const registry = createPlatformRegistry({ config, db: t.database.db, logger: createLogger('silent') });
    expect(registry.get('twitter').kind).toBe('live');
  });
});

describe('app keys X refuses', () => {
  test('starting answers 503 and logs the misconfiguration for the operator', async () => {
    allowConsoleError();
    const wrong = await createTestApp(
      {},
      { shareDatabaseOf: t, platforms: () => xPlatforms('not-the-secret') },
    );
    const gus = await wrong.signUpAndConfirm(uniqueEmail('gus'));
    const res = await wrong.request('/api/auth/twitter/request_token', {
      headers: { authorization: `Bearer ${gus.access_token}` },
    });
    expect(res.status).toBe(503);
    await wrong.close();
  });
});
