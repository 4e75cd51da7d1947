import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { sandboxAccounts } from '../../../db/schema/sandbox';
import { revokeSandboxAccess } from '../../../stand-ins/sandbox/access';
import { createTokenCipher } from '../../../lib/token-cipher';
import { bearer, expectErrorBody, TEST_TOKEN_KEY, uniqueEmail, useTestApp } from '#test/harness';
import { getConnectionCredentials, markReconnectNeeded } from '../connection-credentials';
import { connectionsKit, newHandle, paramsOf, sandboxBrowser } from '#test/kits/connections';

const t = useTestApp();
const kit = connectionsKit(t);
const browser = sandboxBrowser(t, kit);

describe('connecting through the sandbox network', () => {
  test('204 before connecting; the whole flow ends with the profile; tokens are stored sealed', async () => {
    const ada = await t.signUpAndConfirm(uniqueEmail('ada'));
    expect(await kit.profile(ada)).toBeNull();

    const { url, token } = await kit.requestToken(ada);
    // The local authorize page of this deployment, reached from the browser.
    expect(url.origin).toBe(t.config.publicUrl);
    expect(url.pathname).toBe('/sandbox/authorize');
    const stored = await kit.requestRow(token);
    expect(stored).toMatchObject({ userId: ada.user.id, platform: 'twitter', usedAt: null });
    expect(stored?.requestSecretSealed).toMatch(/^v1\./);

    const username = newHandle();
    const back = await browser.authorize(url, { create: { username, name: 'Ada Sandbox' } });
    expect(back.searchParams.get('oauth_token')).toBe(token);
    const profile = await kit.expectConnected(await kit.callback(ada, paramsOf(back)));
    expect(profile).toMatchObject({
      twitter_username: username,
      display_name: 'Ada Sandbox',
      status: 'connected',
      provider: 'sandbox',
    });
    expect(profile.profile_image_url).toMatch(/^data:image\//);
    expect(await kit.profile(ada)).toEqual(profile);
    expect((await kit.requestRow(token))?.usedAt).toBeInstanceOf(Date);

    const row = await kit.connectionOf(ada);
    const credentials = await getConnectionCredentials(
      t.database.db,
      createTokenCipher(TEST_TOKEN_KEY),
      ada.user.id,
      'twitter',
    );
    expect(credentials).toMatchObject({ username, userId: row?.externalUserId });
    const raw = JSON.stringify(row);
    for (const secret of [credentials!.accessToken, credentials!.accessSecret]) {
      expect(secret.length).toBeGreaterThan(10);
      expect(raw).not.toContain(secret);
    }
    expect(row?.accessTokenSealed).toMatch(/^v1\./);
    expect(row?.accessSecretSealed).toMatch(/^v1\./);
    expect(row).toMatchObject({ providerKind: 'sandbox', status: 'connected' });
  });

  test('picking one of the offered identities works too', async () => {
    const ben = await t.signUpAndConfirm(uniqueEmail('ben'));
    const { params } = await browser.authorizeFor(ben, { pick: true });
    const profile = await kit.expectConnected(await kit.callback(ben, params));
    expect(profile.provider).toBe('sandbox');
    expect(profile.twitter_username.length).toBeGreaterThan(0);
  });

  test('connecting again replaces the connection (one row per user and platform)', async () => {
    const cy = await t.signUpAndConfirm(uniqueEmail('cy'));
    await browser.connect(cy);
    const second = await browser.connect(cy, { username: newHandle(), name: 'Second' });
    expect((await kit.profile(cy))?.display_name).toBe('Second');
    expect(second.display_name).toBe('Second');
    expect(await kit.connectionRows(cy)).toHaveLength(1);
  });

  test('the answers need a session', async () => {
    for (const [method, path] of [
      ['GET', '/profile'],
      ['DELETE', '/profile'],
      ['GET', '/request_token'],
      ['GET', '/callback?oauth_token=a&oauth_verifier=b'],
    ] as const) {
      await expectErrorBody(await t.request(`/api/auth/twitter${path}`, { method }), 401);
    }
  });
});

describe('disconnecting', () => {
  test('DELETE forgets the connection; with nothing connected it is a 404 carrying error.message too', async () => {
    const lea = await t.signUpAndConfirm(uniqueEmail('lea'));
    await browser.connect(lea);
    const res = await t.request('/api/auth/twitter/profile', { method: 'DELETE', headers: bearer(lea) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect(await kit.profile(lea)).toBeNull();
    expect(await kit.connectionOf(lea)).toBeUndefined();

    const again = await t.request('/api/auth/twitter/profile', { method: 'DELETE', headers: bearer(lea) });
    const body = (await again.clone().json()) as { error?: { message?: string } };
    const error = await expectErrorBody(again, 404);
    expect(error).toMatchObject({ code: 'NOT_FOUND', detail: 'No X account is connected' });
    expect(body.error).toEqual({ message: 'No X account is connected' });
  });

  test("one user's disconnect leaves the others' connections", async () => {
    const max = await t.signUpAndConfirm(uniqueEmail('max'));
    const ned = await t.signUpAndConfirm(uniqueEmail('ned'));
    await browser.connect(max);
    await browser.connect(ned);
    await t.request('/api/auth/twitter/profile', { method: 'DELETE', headers: bearer(max) });
    expect(await kit.profile(max)).toBeNull();
    expect(await kit.profile(ned)).not.toBeNull();
  });
});

describe('reconnect needed and profile refresh', () => {
  test('a revoked access shows as reconnect_needed once the profile is refreshed; connecting again fixes it', async () => {
    const ola = await t.signUpAndConfirm(uniqueEmail('ola'));
    await browser.connect(ola);
    const row = await kit.connectionOf(ola);
    expect(await revokeSandboxAccess(t.database.db, row!.externalUserId)).toBe(true);

    // Fresh: served from the database without asking the platform.
    expect((await kit.profile(ola))?.status).toBe('connected');
    await kit.ageConnection(ola);
    expect((await kit.profile(ola))?.status).toBe('reconnect_needed');
    expect((await kit.connectionOf(ola))?.status).toBe('reconnect_needed');
    const cipher = createTokenCipher(TEST_TOKEN_KEY);
    expect(await getConnectionCredentials(t.database.db, cipher, ola.user.id, 'twitter')).toBeNull();

    await browser.connect(ola);
    expect((await kit.profile(ola))?.status).toBe('connected');
    expect(await getConnectionCredentials(t.database.db, cipher, ola.user.id, 'twitter')).not.toBeNull();
  });

  test('a stale profile is refreshed from the platform', async () => {
    const pam = await t.signUpAndConfirm(uniqueEmail('pam'));
    await browser.connect(pam, { username: newHandle(), name: 'Before' });
    const row = await kit.connectionOf(pam);
    await t.database.db
      .update(sandboxAccounts)
      .set({ name: 'After' })
      .where(eq(sandboxAccounts.id, row!.externalUserId));
    expect((await kit.profile(pam))?.display_name).toBe('Before');
    await kit.ageConnection(pam);
    expect((await kit.profile(pam))?.display_name).toBe('After');
    expect((await kit.connectionOf(pam))?.displayName).toBe('After');
  });

  test('markReconnectNeeded and getConnectionCredentials, for the modules that post and read', async () => {
    const quinn = await t.signUpAndConfirm(uniqueEmail('quinn'));
    const cipher = createTokenCipher(TEST_TOKEN_KEY);
    expect(await getConnectionCredentials(t.database.db, cipher, quinn.user.id, 'twitter')).toBeNull();
    await browser.connect(quinn);
    expect(
      await getConnectionCredentials(t.database.db, cipher, quinn.user.id, 'twitter', { kind: 'sandbox' }),
    ).not.toBeNull();
    // Sandbox tokens are never handed to the live provider.
    expect(
      await getConnectionCredentials(t.database.db, cipher, quinn.user.id, 'twitter', { kind: 'live' }),
    ).toBeNull();
    await markReconnectNeeded(t.database.db, quinn.user.id, 'twitter');
    expect((await kit.profile(quinn))?.status).toBe('reconnect_needed');
  });
});

describe('deployment facts', () => {
  test('the browser is told this is the sandbox network, and the routes are documented', async () => {
    const config = (await (await t.request('/api/public-config')).json()) as { twitter_sandbox: boolean };
    expect(config.twitter_sandbox).toBe(true);
    const doc = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { security?: unknown }>>;
    };
    expect(Object.keys(doc.paths['/api/auth/twitter/profile'] ?? {}).sort()).toEqual(['delete', 'get']);
    for (const path of ['/api/auth/twitter/request_token', '/api/auth/twitter/callback']) {
      expect(doc.paths[path]?.get?.security).toEqual([{ bearer: [] }]);
    }
  });
});
