// One file over 300 lines: every answer of the three Bluesky connection routes, sharing one fake
// Bluesky, its accounts and the helpers that check nothing was stored.
import net from 'node:net';
import { describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ZBlueskyProfileAnswer, type TBlueskyProfile } from '@gatling/shared/api/connections';
import type { TSession } from '@gatling/shared/api/session';
import { accountSnapshots } from '../../../db/schema/analytics';
import { platformConnections } from '../../../db/schema/connections';
import { startBlueskyFake } from '#test/fakes/bluesky/server';
import {
  bearer,
  createTestApp,
  expectErrorBody,
  openedForAll,
  uniqueEmail,
  useTestApp,
  type TTestApp,
} from '#test/harness';
import { connectionsKit, sandboxBrowser } from '#test/kits/connections';
import { BLUESKY_CONNECT_DETAIL, BLUESKY_SIGN_IN_DETAIL } from './bluesky-texts';
import { openCredentials } from '../connection-credentials';
import { NO_CONNECTION_DETAILS } from '../open-platform-access';

/** POST /api/auth/bluesky and its profile routes against the Bluesky wire fake, on the real database. */
const ME = {
  handle: 'connect-me.bsky.social',
  email: 'connect-me@example.com',
  password: 'account-password-me',
  appPasswords: ['mmmm-nnnn-oooo-pppp', 'qqqq-rrrr-ssss-tttt'],
  displayName: 'Connect Me',
  followers: 120,
};
const OTHER = {
  handle: 'connect-other.bsky.social',
  password: 'account-password-other',
  appPasswords: ['oooo-tttt-hhhh-eeee'],
  displayName: 'Other One',
};
const APP_PASSWORD = ME.appPasswords[0]!;
const SECRETS = [APP_PASSWORD, ME.password, ...OTHER.appPasswords, OTHER.password];

const fake = openedForAll(() => startBlueskyFake({ accounts: [ME, OTHER] }));
const t = useTestApp(() => ({ BLUESKY_SERVICE_URL: fake.url }));

const connect = (app: TTestApp, session: TSession, body: unknown) =>
  app.post('/api/auth/bluesky', body, bearer(session));

const profileRes = (session: TSession) =>
  t.request('/api/auth/bluesky/profile', { headers: bearer(session) });

async function profileOf(session: TSession): Promise<TBlueskyProfile | null> {
  const res = await profileRes(session);
  if (res.status === 204) {
    expect(await res.text()).toBe('');
    return null;
  }
  expect(res.status, await res.clone().text()).toBe(200);
  return ZBlueskyProfileAnswer.strict().parse(await res.json()).data;
}

async function expectConnected(res: Response): Promise<TBlueskyProfile> {
  const text = await res.clone().text();
  expect(res.status, text).toBe(200);
  for (const secret of SECRETS) expect(text).not.toContain(secret);
  return ZBlueskyProfileAnswer.strict().parse(await res.json()).data;
}

const rowsOf = (session: TSession) =>
  t.database.db
    .select()
    .from(platformConnections)
    .where(and(eq(platformConnections.userId, session.user.id), eq(platformConnections.platform, 'bluesky')));
const rowOf = async (session: TSession) => (await rowsOf(session))[0];

/** A refused attempt: the status and detail, no secret in the answer, and nothing stored. */
async function expectRefused(res: Response, status: number, session: TSession): Promise<string> {
  const text = await res.clone().text();
  for (const secret of SECRETS) expect(text).not.toContain(secret);
  expect(res.status, text).toBe(status);
  const body = JSON.parse(text) as { detail: string; code: string };
  expect(body.code).toMatch(/^[A-Z_]+$/);
  expect(body.detail.length).toBeGreaterThan(10);
  expect(await rowsOf(session)).toEqual([]);
  return body.detail;
}

const ageConnection = (session: TSession, minutes = 60) =>
  t.database.db
    .update(platformConnections)
    .set({ updatedAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(platformConnections.userId, session.user.id));

const signUp = (label: string) => t.signUpAndConfirm(uniqueEmail(label));

describe('connecting a Bluesky account', () => {
  test('204 before; the handle and app password connect; the session is stored sealed, never the password', async () => {
    const ada = await signUp('ada');
    expect(await profileOf(ada)).toBeNull();

    const profile = await expectConnected(
      await connect(t, ada, { identifier: `  @${ME.handle} `, app_password: APP_PASSWORD }),
    );
    expect(profile).toEqual({
      did: expect.stringMatching(/^did:/) as string,
      handle: ME.handle,
      display_name: ME.displayName,
      avatar_url: expect.stringContaining(profile.did) as string,
      status: 'connected',
      service: fake.url,
      provider: 'live',
    });
    expect(await profileOf(ada)).toEqual(profile);

    const row = await rowOf(ada);
    expect(row).toMatchObject({
      platform: 'bluesky',
      providerKind: 'live',
      externalUserId: profile.did,
      username: ME.handle,
      displayName: ME.displayName,
      status: 'connected',
    });
    const credentials = openCredentials(t.services.cipher, row!);
    // The session's tokens (JWTs), the refresh one distinct from the access one, sealed at rest.
    expect(credentials.accessToken.split('.')).toHaveLength(3);
    expect(credentials.accessSecret.split('.')).toHaveLength(3);
    expect(credentials.accessSecret).not.toBe(credentials.accessToken);
    const raw = JSON.stringify(row);
    expect(raw).not.toContain(credentials.accessToken);
    expect(raw).not.toContain(credentials.accessSecret);
    for (const secret of SECRETS) expect(raw).not.toContain(secret);

    // The follower count read while connecting is the day's audience reading.
    const [snapshot] = await t.database.db
      .select()
      .from(accountSnapshots)
      .where(and(eq(accountSnapshots.userId, ada.user.id), eq(accountSnapshots.platform, 'bluesky')));
    expect(snapshot?.followers).toBe(ME.followers);
  });

  test('the e-mail address works as the identifier, and any of the account’s app passwords', async () => {
    const bea = await signUp('bea');
    const profile = await expectConnected(
      await connect(t, bea, { identifier: ME.email, app_password: ME.appPasswords[1] }),
    );
    expect(profile.handle).toBe(ME.handle);
  });

  test('a wrong app password or an unknown handle → 400 saying what to do; nothing stored', async () => {
    const cy = await signUp('cy');
    const wrong = await expectRefused(
      await connect(t, cy, { identifier: ME.handle, app_password: 'zzzz-zzzz-zzzz-zzzz' }),
      400,
      cy,
    );
    expect(wrong).toBe(BLUESKY_SIGN_IN_DETAIL.wrong_password);
    expect(wrong).toBe(
      'Bluesky did not accept that handle and app password. Check both, or create a new app password in ' +
        'Bluesky: Settings → Privacy and security → App passwords.',
    );
    const unknown = await expectRefused(
      await connect(t, cy, { identifier: 'nobody-here.bsky.social', app_password: APP_PASSWORD }),
      400,
      cy,
    );
    expect(unknown).toBe(BLUESKY_SIGN_IN_DETAIL.wrong_password);
  });

  test('the account password → 422 asking for an app password; its session is ended and nothing stored', async () => {
    const dee = await signUp('dee');
    const before = fake.calls.length;
    const sessions = fake.liveSessions(ME.handle);
    const detail = await expectRefused(
      await connect(t, dee, { identifier: ME.handle, app_password: ME.password }),
      422,
      dee,
    );
    expect(detail).toBe(
      'That is your account password. Create an app password in Bluesky (Settings → Privacy and security → ' +
        'App passwords) and use it here: the product never keeps your account password.',
    );
    expect(fake.calls.slice(before)).toContain('com.atproto.server.deleteSession');
    expect(fake.liveSessions(ME.handle)).toBe(sessions);
  });

  test('Bluesky limiting sign-ins → 429 with Retry-After and when to try again; nothing stored', async () => {
    const eve = await signUp('eve');
    fake.rateLimitNext('com.atproto.server.createSession', 120);
    const res = await connect(t, eve, { identifier: ME.handle, app_password: APP_PASSWORD });
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(60);
    expect(retryAfter).toBeLessThanOrEqual(120);
    const detail = await expectRefused(res, 429, eve);
    expect(detail).toBe('Bluesky is limiting sign-ins right now. Try again in 2 minutes.');
  });

  test('two users may connect the same account: each has their own row and session', async () => {
    const fay = await signUp('fay');
    const gus = await signUp('gus');
    const a = await expectConnected(
      await connect(t, fay, { identifier: ME.handle, app_password: APP_PASSWORD }),
    );
    const b = await expectConnected(
      await connect(t, gus, { identifier: ME.handle, app_password: APP_PASSWORD }),
    );
    expect(b.did).toBe(a.did);
    const [rowA, rowB] = [await rowOf(fay), await rowOf(gus)];
    expect(rowA?.id).not.toBe(rowB?.id);
    const tokensA = openCredentials(t.services.cipher, rowA!);
    const tokensB = openCredentials(t.services.cipher, rowB!);
    expect(tokensA.accessSecret).not.toBe(tokensB.accessSecret);

    // One user's disconnect leaves the other's connection.
    expect(
      (await t.request('/api/auth/bluesky/profile', { method: 'DELETE', headers: bearer(fay) })).status,
    ).toBe(200);
    expect(await profileOf(fay)).toBeNull();
    expect((await profileOf(gus))?.status).toBe('connected');
  });

  test('connecting again replaces the connection: another account, or after reconnect_needed', async () => {
    const hal = await signUp('hal');
    await expectConnected(await connect(t, hal, { identifier: ME.handle, app_password: APP_PASSWORD }));
    const first = await rowOf(hal);

    // The app password is revoked on Bluesky: the next refresh of the profile finds the session dead.
    fake.revoke(ME.handle);
    await ageConnection(hal);
    expect((await profileOf(hal))?.status).toBe('reconnect_needed');
    expect((await rowOf(hal))?.status).toBe('reconnect_needed');

    const other = await expectConnected(
      await connect(t, hal, { identifier: OTHER.handle, app_password: OTHER.appPasswords[0] }),
    );
    expect(other).toMatchObject({ handle: OTHER.handle, status: 'connected' });
    const rows = await rowsOf(hal);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toBe(first?.id);
    expect(rows[0]?.accessSecretSealed).not.toBe(first?.accessSecretSealed);
  });

  test('a stale profile is read again from Bluesky, at most every 15 minutes', async () => {
    const ivy = await signUp('ivy');
    await expectConnected(
      await connect(t, ivy, { identifier: OTHER.handle, app_password: OTHER.appPasswords[0] }),
    );
    const profileCalls = () => fake.calls.filter((c) => c === 'app.bsky.actor.getProfile').length;
    const before = profileCalls();
    await profileOf(ivy);
    expect(profileCalls()).toBe(before);

    await ageConnection(ivy, 14);
    await profileOf(ivy);
    expect(profileCalls()).toBe(before);

    await ageConnection(ivy, 16);
    expect((await profileOf(ivy))?.display_name).toBe(OTHER.displayName);
    expect(profileCalls()).toBe(before + 1);
    expect((await rowOf(ivy))!.updatedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    await profileOf(ivy);
    expect(profileCalls()).toBe(before + 1);
  });

  test('DELETE forgets the connection and its tokens, leaving X; with none it is a 404', async () => {
    const jo = await signUp('jo');
    const twitter = connectionsKit(t);
    await sandboxBrowser(t, twitter).connect(jo);
    await expectConnected(await connect(t, jo, { identifier: ME.handle, app_password: APP_PASSWORD }));

    const del = () => t.request('/api/auth/bluesky/profile', { method: 'DELETE', headers: bearer(jo) });
    const res = await del();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect(await rowsOf(jo)).toEqual([]);
    expect(await profileOf(jo)).toBeNull();
    expect((await twitter.profile(jo))?.status).toBe('connected');

    const again = await expectErrorBody(await del(), 404);
    expect(again.detail).toBe('No Bluesky account is connected');
    expect(again.detail).toBe(NO_CONNECTION_DETAILS.bluesky);
    // X's in the same words, naming X (decision 0078).
    expect(NO_CONNECTION_DETAILS.twitter).toBe('No X account is connected');
  });

  test('every route needs a session', async () => {
    await expectErrorBody(
      await t.post('/api/auth/bluesky', { identifier: ME.handle, app_password: APP_PASSWORD }),
      401,
    );
    await expectErrorBody(await t.request('/api/auth/bluesky/profile'), 401);
    await expectErrorBody(await t.request('/api/auth/bluesky/profile', { method: 'DELETE' }), 401);
  });
});

describe('input the connect route refuses before asking Bluesky', () => {
  const json = (body: string, type = 'application/json') => ({
    method: 'POST',
    headers: { 'content-type': type },
    body,
  });
  const cases: [string, number, RequestInit | unknown, RegExp][] = [
    ['no identifier', 422, { app_password: APP_PASSWORD }, /^identifier: /],
    ['no app password', 422, { identifier: ME.handle }, /^app_password: /],
    [
      'an empty identifier',
      422,
      { identifier: '', app_password: APP_PASSWORD },
      /Enter your Bluesky handle or e-mail/,
    ],
    [
      'an identifier of @ and spaces',
      422,
      { identifier: ' @ ', app_password: APP_PASSWORD },
      /Enter your Bluesky handle/,
    ],
    ['a blank app password', 422, { identifier: ME.handle, app_password: '   ' }, /Enter an app password/],
    [
      'a too long identifier',
      422,
      { identifier: `${'a'.repeat(250)}.bsky.social`, app_password: APP_PASSWORD },
      /at most 254/,
    ],
    ['a too long app password', 422, { identifier: ME.handle, app_password: 'x'.repeat(129) }, /at most 128/],
    ['a number for the identifier', 422, { identifier: 42, app_password: APP_PASSWORD }, /^identifier: /],
    ['a NUL in the identifier', 400, { identifier: `${ME.handle}\u0000`, app_password: APP_PASSWORD }, /NUL/],
    [
      'a lone surrogate in the app password',
      400,
      { identifier: ME.handle, app_password: 'mmmm-\ud800' },
      /surrogate/,
    ],
    [
      'an unknown field',
      400,
      { identifier: ME.handle, app_password: APP_PASSWORD, remember: true },
      /Unknown field: remember/,
    ],
    ['an array', 422, [ME.handle, APP_PASSWORD], /./],
    ['not JSON', 400, json('identifier=me&app_password=x'), /not valid JSON/],
    ['a form', 415, json('identifier=me', 'application/x-www-form-urlencoded'), /application\/json/],
    [
      'a huge body',
      413,
      json(JSON.stringify({ identifier: ME.handle, app_password: 'x'.repeat(2_000_000) })),
      /too large/,
    ],
  ];

  test.each(cases)(
    '%s → %i with a detail; nothing stored, Bluesky not asked',
    async (_name, status, input, detail) => {
      const kim = await signUp('kim');
      const before = fake.calls.length;
      const isInit = typeof input === 'object' && input !== null && 'method' in input;
      const res = isInit
        ? await t.request('/api/auth/bluesky', {
            ...(input as RequestInit),
            headers: { ...((input as RequestInit).headers as Record<string, string>), ...bearer(kim) },
          })
        : await connect(t, kim, input);
      expect(await expectRefused(res, status, kim)).toMatch(detail);
      expect(fake.calls.slice(before)).toEqual([]);
    },
  );
});

/** A port nothing listens on: found by listening, then closing. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('Bluesky out of reach', () => {
  test('→ 503 naming the service; nothing stored', async () => {
    const service = `http://127.0.0.1:${await closedPort()}`;
    const away = await createTestApp({ BLUESKY_SERVICE_URL: service }, { shareDatabaseOf: t });
    try {
      const lee = await away.signUpAndConfirm(uniqueEmail('lee'));
      const res = await connect(away, lee, { identifier: ME.handle, app_password: APP_PASSWORD });
      const detail = await expectRefused(res, 503, lee);
      expect(detail).toBe(`Could not reach Bluesky at ${service}. Try again in a moment.`);
      expect(detail).toBe(BLUESKY_CONNECT_DETAIL.unreachable(service));
    } finally {
      await away.close();
    }
  });
});

describe("this server's own limit on attempts", () => {
  test('the 11th attempt in 15 minutes → 429 without asking Bluesky', async () => {
    const limited = await createTestApp(
      { BLUESKY_SERVICE_URL: fake.url, RATE_LIMIT_DISABLED: 'false' },
      { shareDatabaseOf: t },
    );
    try {
      // Signed up on the unlimited app: its sign-up limits are not what is tested.
      const max = await signUp('max');
      for (let i = 0; i < 10; i += 1) {
        const res = await connect(limited, max, { identifier: ME.handle, app_password: `wrong-${i}` });
        expect(res.status).toBe(400);
      }
      const before = fake.calls.length;
      const res = await connect(limited, max, { identifier: ME.handle, app_password: APP_PASSWORD });
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(60);
      const detail = await expectRefused(res, 429, max);
      expect(detail).toMatch(/^Too many attempts to connect a Bluesky account\. Try again in \d+ minutes\.$/);
      expect(fake.calls.slice(before)).toEqual([]);
    } finally {
      await limited.close();
    }
  });
});
