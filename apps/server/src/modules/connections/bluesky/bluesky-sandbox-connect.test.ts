import { describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  BLUESKY_NOT_SANDBOX_DETAIL,
  BLUESKY_SANDBOX_SIGN_IN_DETAIL,
  ZBlueskyProfileAnswer,
  ZSandboxBlueskyAccountsAnswer,
  type TBlueskyProfile,
  type TSandboxBlueskyAccount,
} from '@gatling/shared/api/connections';
import { ZPublicConfig, type TSession } from '@gatling/shared/api/session';
import { platformConnections } from '../../../db/schema/connections';
import { bearer, expectErrorBody, uniqueEmail, useTestApp, type TTestApp } from '#test/harness';

/**
 * Bluesky on the defaults (no BLUESKY_SERVICE_URL, outside production) is the sandbox network's
 * (decision 0067): the connect card lists its accounts and connects one with one action, no password.
 */
const t = useTestApp();
const live = useTestApp({ BLUESKY_SERVICE_URL: 'https://pds.example.com' }, { shareDatabaseOf: t });

const newUser = (label: string) => t.signUpAndConfirm(uniqueEmail(label));

async function accounts(app: TTestApp, session: TSession): Promise<TSandboxBlueskyAccount[]> {
  const res = await app.request('/api/auth/bluesky/sandbox/accounts', { headers: bearer(session) });
  expect(res.status, await res.clone().text()).toBe(200);
  return ZSandboxBlueskyAccountsAnswer.strict().parse(await res.json()).data;
}

const pick = (session: TSession, did: string) =>
  t.post('/api/auth/bluesky/sandbox', { did }, bearer(session));

async function expectProfile(res: Response): Promise<TBlueskyProfile> {
  expect(res.status, await res.clone().text()).toBe(200);
  return ZBlueskyProfileAnswer.strict().parse(await res.json()).data;
}

const connectionOf = async (session: TSession) =>
  (
    await t.database.db
      .select()
      .from(platformConnections)
      .where(
        and(eq(platformConnections.userId, session.user.id), eq(platformConnections.platform, 'bluesky')),
      )
  )[0];

describe('Bluesky on the defaults is the simulated network', () => {
  test('the public config says so, and names it among what the server simulates', async () => {
    const config = ZPublicConfig.parse(await (await t.request('/api/public-config')).json());
    expect(config.bluesky_sandbox).toBe(true);
    expect(config.stand_ins).toEqual(['email', 'sms', 'twitter', 'bluesky']);
    const real = ZPublicConfig.parse(await (await live.request('/api/public-config')).json());
    expect(real.bluesky_sandbox).toBe(false);
    expect(real.stand_ins).not.toContain('bluesky');
  });

  test('one action connects a listed account: a DID, a handle, the sandbox as its provider', async () => {
    const ada = await newUser('bsky-pick');
    const offered = await accounts(t, ada);
    expect(offered.length).toBeGreaterThanOrEqual(4);
    const first = offered[0]!;
    expect(first).toMatchObject({ did: expect.stringMatching(/^did:plc:sandbox/), yours: false });
    expect(first.handle).toMatch(/^[a-z0-9-]+\.sandbox\.test$/);
    expect(first.avatar_url).toMatch(/^data:image\/svg\+xml/);

    const profile = await expectProfile(await pick(ada, first.did));
    expect(profile).toEqual({
      did: first.did,
      handle: first.handle,
      display_name: first.display_name,
      avatar_url: first.avatar_url,
      status: 'connected',
      service: `${t.config.publicUrl}/sandbox`,
      provider: 'sandbox',
    });
    const res = await t.request('/api/auth/bluesky/profile', { headers: bearer(ada) });
    expect(await expectProfile(res)).toEqual(profile);
    const row = await connectionOf(ada);
    expect(row).toMatchObject({ providerKind: 'sandbox', externalUserId: first.did, username: first.handle });
    expect(row?.accessTokenSealed).not.toContain('bsky-');
    // Theirs from now on: listed first as theirs, offered to nobody else.
    expect((await accounts(t, ada))[0]).toMatchObject({ did: first.did, yours: true });
    const ben = await newUser('bsky-other');
    expect((await accounts(t, ben)).map((a) => a.did)).not.toContain(first.did);
  });

  test("another user's account, an unknown one, or none at all is refused and nothing is stored", async () => {
    const cy = await newUser('bsky-owner');
    const [mine] = await accounts(t, cy);
    await expectProfile(await pick(cy, mine!.did));
    const dee = await newUser('bsky-thief');
    const taken = await expectErrorBody(await pick(dee, mine!.did), 409);
    expect(taken.detail).toBe('That simulated account belongs to another user of this server.');
    await expectErrorBody(await pick(dee, 'did:plc:sandbox22222222222222222'), 404);
    await expectErrorBody(await pick(dee, 'nobody-at-all.sandbox.test'), 404);
    await expectErrorBody(await pick(dee, ''), 422);
    expect(await connectionOf(dee)).toBeUndefined();
  });

  test('the app-password sign-in says to pick an account instead', async () => {
    const eve = await newUser('bsky-password');
    const res = await t.post(
      '/api/auth/bluesky',
      { identifier: 'eve.bsky.social', app_password: 'abcd-efgh-ijkl-mnop' },
      bearer(eve),
    );
    expect((await expectErrorBody(res, 409)).detail).toBe(BLUESKY_SANDBOX_SIGN_IN_DETAIL);
    expect(await connectionOf(eve)).toBeUndefined();
  });

  test('connected by handle, its core users are checked on the simulated network', async () => {
    const fay = await newUser('bsky-core');
    const offered = await accounts(t, fay);
    await expectProfile(await pick(fay, offered[0]!.handle));
    const other = offered[1]!;
    const added = await t.post(
      '/api/core-users/add',
      { username: `@${other.handle}`, platform: 'bluesky' },
      bearer(fay),
    );
    expect(added.status, await added.clone().text()).toBe(200);
    expect(await added.json()).toMatchObject({ added_user: { username: other.handle, platform: 'bluesky' } });
    const unknown = await t.post(
      '/api/core-users/add',
      { username: 'nobody-at-all.sandbox.test', platform: 'bluesky' },
      bearer(fay),
    );
    expect((await expectErrorBody(unknown, 422)).detail).toBe(
      '@nobody-at-all.sandbox.test is not a Bluesky account',
    );
  });

  test('where the operator set BLUESKY_SERVICE_URL there is nothing to pick, and a sandbox connection must reconnect', async () => {
    const gus = await newUser('bsky-live');
    const [account] = await accounts(t, gus);
    await expectProfile(await pick(gus, account!.did));
    const listed = await live.request('/api/auth/bluesky/sandbox/accounts', { headers: bearer(gus) });
    expect((await expectErrorBody(listed, 409)).detail).toBe(BLUESKY_NOT_SANDBOX_DETAIL);
    const picked = await live.post('/api/auth/bluesky/sandbox', { did: account!.did }, bearer(gus));
    expect((await expectErrorBody(picked, 409)).detail).toBe(BLUESKY_NOT_SANDBOX_DETAIL);
    const profile = await live.request('/api/auth/bluesky/profile', { headers: bearer(gus) });
    expect(await expectProfile(profile)).toMatchObject({
      status: 'reconnect_needed',
      provider: 'sandbox',
      service: 'https://pds.example.com',
    });
  });
});
