import net from 'node:net';
import { Writable } from 'node:stream';
import { describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { TSession } from '@gatling/shared/api/session';
import { createPlatformRegistry } from '../../../boot';
import { platformConnections } from '../../../db/schema/connections';
import { createBlueskyProvider } from '../../../integrations/platform/bluesky/bluesky-provider';
import { platformRegistry } from '../../../integrations/platform/registry';
import type { PasswordConnect, PlatformProvider, TCredentials } from '../../../integrations/platform/types';
import { createLogger } from '../../../lib/logger';
import { startBlueskyFake } from '#test/fakes/bluesky/server';
import { bearer, openedForAll, uniqueEmail, useTestApp } from '#test/harness';
import { connectBluesky } from './connect-bluesky';
import { openCredentials } from '../connection-credentials';
import type { TConnectionsContext } from '../context';
import { openBatchAccess, openPlatformAccess } from '../open-platform-access';

/** The stored Bluesky session after connecting: refreshed tokens kept, and no password in any log line. */
const ME = {
  handle: 'session-me.bsky.social',
  password: 'session-account-password',
  appPasswords: ['sess-ionm-eapp-pass'],
  displayName: 'Session Me',
};
const APP_PASSWORD = ME.appPasswords[0]!;

const fake = openedForAll(() => startBlueskyFake({ accounts: [ME] }));
const t = useTestApp(() => ({ BLUESKY_SERVICE_URL: fake.url }));

const rowOf = async (session: TSession) =>
  (
    await t.database.db
      .select()
      .from(platformConnections)
      .where(
        and(eq(platformConnections.userId, session.user.id), eq(platformConnections.platform, 'bluesky')),
      )
  )[0]!;
const tokensOf = async (session: TSession) => openCredentials(t.services.cipher, await rowOf(session));

async function connected(label: string): Promise<TSession> {
  const session = await t.signUpAndConfirm(uniqueEmail(label));
  const res = await t.post(
    '/api/auth/bluesky',
    { identifier: ME.handle, app_password: APP_PASSWORD },
    bearer(session),
  );
  expect(res.status, await res.clone().text()).toBe(200);
  return session;
}

const profileStatus = async (session: TSession) => {
  const res = await t.request('/api/auth/bluesky/profile', { headers: bearer(session) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { status: string } }).data.status;
};

const age = (session: TSession) =>
  t.database.db
    .update(platformConnections)
    .set({ updatedAt: new Date(Date.now() - 60 * 60_000) })
    .where(eq(platformConnections.userId, session.user.id));

/** A Bluesky double whose getProfile refreshes the session: it hands `next()` to persist first. */
function refreshingDouble(next: () => { accessToken: string; accessSecret: string }) {
  const double = {
    id: 'bluesky',
    kind: 'live',
    serviceUrl: fake.url,
    getProfile: async (credentials: TCredentials) => {
      await credentials.persist?.(next());
      return { id: credentials.userId, username: credentials.username, name: 'n', avatar_url: null };
    },
  };
  return double as unknown as PlatformProvider & PasswordConnect;
}

function contextWith(bluesky: PlatformProvider & PasswordConnect) {
  const base = createPlatformRegistry({
    config: t.config,
    db: t.database.db,
    logger: createLogger('silent'),
  });
  return {
    db: t.database.db,
    cipher: t.services.cipher,
    logger: createLogger('silent'),
    platforms: platformRegistry({ twitter: base.get('twitter'), bluesky }),
  };
}

describe('refreshed sessions are stored', () => {
  test('persist, given by openPlatformAccess, re-seals and stores the new tokens on the row', async () => {
    const ada = await connected('ada');
    let n = 0;
    const ctx = contextWith(
      refreshingDouble(() => ({ accessToken: `access-${++n}`, accessSecret: `refresh-${n}` })),
    );
    const access = await openPlatformAccess(ctx, ada.user.id, 'bluesky');
    if (!access.ok) throw new Error('no access');
    expect(access.credentials.persist).toBeTypeOf('function');

    await access.provider.getProfile(access.credentials);
    expect(await tokensOf(ada)).toMatchObject({ accessToken: 'access-1', accessSecret: 'refresh-1' });
    const row = await rowOf(ada);
    expect(row.accessSecretSealed).not.toContain('refresh-1');
    expect(row.accessTokenSealed).not.toContain('access-1');

    // A second refresh within the same opening is stored too.
    await access.provider.getProfile(access.credentials);
    expect(await tokensOf(ada)).toMatchObject({ accessToken: 'access-2', accessSecret: 'refresh-2' });
  });

  test('an opening older than a reconnect does not overwrite the newer session', async () => {
    const bea = await connected('bea');
    const ctx = contextWith(
      refreshingDouble(() => ({ accessToken: 'stale-access', accessSecret: 'stale-refresh' })),
    );
    const stale = await openPlatformAccess(ctx, bea.user.id, 'bluesky');
    if (!stale.ok) throw new Error('no access');
    const res = await t.post(
      '/api/auth/bluesky',
      { identifier: ME.handle, app_password: APP_PASSWORD },
      bearer(bea),
    );
    expect(res.status).toBe(200);
    const reconnected = await tokensOf(bea);

    await stale.provider.getProfile(stale.credentials);
    expect(await tokensOf(bea)).toEqual(reconnected);
  });

  test("a batch's access stores refreshed tokens as well", async () => {
    const cy = await connected('cy');
    const ctx = contextWith(
      refreshingDouble(() => ({ accessToken: 'batch-access', accessSecret: 'batch-refresh' })),
    );
    const access = await openBatchAccess(ctx, [{ userId: cy.user.id, platform: 'bluesky' }]).get(
      cy.user.id,
      'bluesky',
    );
    if (!access.ok) throw new Error('no access');
    await access.provider.getProfile(access.credentials);
    expect(await tokensOf(cy)).toMatchObject({ accessToken: 'batch-access', accessSecret: 'batch-refresh' });
  });

  test('through the real client: an expired access token is refreshed, and the rotated refresh token kept', async () => {
    const dee = await connected('dee');
    const first = await tokensOf(dee);
    fake.expireAccessTokens();
    await age(dee);
    expect(await profileStatus(dee)).toBe('connected');
    const second = await tokensOf(dee);
    expect(second.accessSecret).not.toBe(first.accessSecret);
    expect(fake.state.usedRefreshTokens.has(first.accessSecret)).toBe(true);

    // Only the stored, rotated refresh token can refresh again: the old one is spent.
    fake.expireAccessTokens();
    await age(dee);
    expect(await profileStatus(dee)).toBe('connected');
    expect((await tokensOf(dee)).accessSecret).not.toBe(second.accessSecret);
    expect((await rowOf(dee)).status).toBe('connected');
  });
});

/** Every line a logger at trace level writes. */
function capturedLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { lines, logger: createLogger('trace', stream) };
}

async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('the password never reaches a log line', () => {
  test('success, wrong password, account password, rate limit and an unreachable service, logged at trace', async () => {
    const { lines, logger } = capturedLogger();
    const user = await t.signUpAndConfirm(uniqueEmail('eve'));
    const base = createPlatformRegistry({ config: t.config, db: t.database.db, logger });
    const ctxAt = (serviceUrl: string): TConnectionsContext => ({
      db: t.database.db,
      cipher: t.services.cipher,
      logger,
      config: t.config,
      platforms: platformRegistry({
        twitter: base.get('twitter'),
        bluesky: createBlueskyProvider({ serviceUrl, logger, sleep: async () => undefined }),
      }),
    });
    const ctx = ctxAt(fake.url);
    const attempt = (c: TConnectionsContext, app_password: string) =>
      connectBluesky(c, user.user.id, { identifier: ME.handle, app_password }).then(
        () => 'connected',
        (err: unknown) => (err as { detail?: string }).detail ?? String(err),
      );

    const wrong = 'wron-gpas-swor-dxyz';
    expect(await attempt(ctx, wrong)).toMatch(/did not accept/);
    expect(await attempt(ctx, ME.password)).toMatch(/account password/);
    fake.rateLimitNext('com.atproto.server.createSession', 60);
    expect(await attempt(ctx, APP_PASSWORD)).toMatch(/limiting sign-ins/);
    expect(await attempt(ctxAt(`http://127.0.0.1:${await closedPort()}`), APP_PASSWORD)).toMatch(
      /Could not reach/,
    );
    expect(await attempt(ctx, APP_PASSWORD)).toBe('connected');

    // The failures were logged (so the check below looked at something), without the input.
    const text = lines.join('');
    expect(text).toMatch(/Bluesky could not be reached to sign in/);
    expect(text).toMatch(/rate limit/);
    for (const secret of [wrong, ME.password, APP_PASSWORD]) expect(text).not.toContain(secret);
    const tokens = await tokensOf(user);
    expect(text).not.toContain(tokens.accessSecret);
  });
});
