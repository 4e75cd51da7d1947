import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { CORE_USERS_MAX, ZCoreUserRemoveAnswer } from '@gatling/shared/api/core-users';
import type { TSession } from '@gatling/shared/api/session';
import { coreUsers } from '../../db/schema/core-users';
import { platformConnections } from '../../db/schema/connections';
import { revokeSandboxAccess } from '../../stand-ins/sandbox/access';
import { bearer, expectErrorBody, uniqueEmail, useTestApp } from '#test/harness';
import { connectionsKit, sandboxBrowser } from '#test/kits/connections';
import { coreUsersKit } from '#test/kits/core-users';
import { CONNECT_FIRST_DETAIL, RECONNECT_DETAIL } from './platform-access';

const t = useTestApp();
const kit = coreUsersKit(t);
const browser = sandboxBrowser(t, connectionsKit(t));

/** A signed-in user with a sandbox X account connected. */
async function connectedUser(label: string): Promise<TSession> {
  const session = await t.signUpAndConfirm(uniqueEmail(label));
  await browser.connect(session);
  return session;
}
const rowsOf = (session: TSession) =>
  t.database.db.select().from(coreUsers).where(eq(coreUsers.userId, session.user.id));

describe('without a connected X account', () => {
  test('the list is empty; adding and importing are 409s telling the user to connect first', async () => {
    const ada = await t.signUpAndConfirm(uniqueEmail('ada'));
    expect(await kit.list(ada)).toEqual([]);
    const add = await kit.post(ada, '/add', { username: 'alice' });
    expect(await expectErrorBody(add, 409)).toMatchObject({ detail: CONNECT_FIRST_DETAIL, code: 'CONFLICT' });
    const sheet = await kit.post(ada, '/import-sheet', {
      sheets_url: 'https://docs.google.com/spreadsheets/d/abc123/edit',
    });
    expect((await expectErrorBody(sheet, 409)).detail).toBe(CONNECT_FIRST_DETAIL);
    expect(await rowsOf(ada)).toEqual([]);
  });

  test('every route needs a session', async () => {
    await expectErrorBody(await t.request('/api/core-users'), 401);
    await expectErrorBody(await t.post('/api/core-users/add', { username: 'alice' }), 401);
    await expectErrorBody(await t.post('/api/core-users/remove', { username: 'alice' }), 401);
    await expectErrorBody(await t.post('/api/core-users/import-sheet', { sheets_url: 'x' }), 401);
  });
});

describe('API documentation', () => {
  test('every core-user route is in the OpenAPI document', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const [path, method] of [
      ['/api/core-users', 'get'],
      ['/api/core-users/add', 'post'],
      ['/api/core-users/remove', 'post'],
      ['/api/core-users/import-sheet', 'post'],
    ] as const) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
  });
});

describe('POST /api/core-users/add', () => {
  test('checks the name on X and keeps X spelling, display name and avatar', async () => {
    const ben = await connectedUser('ben');
    const [account] = await kit.networkAccounts(1);
    const typed = `  @${account!.username.toUpperCase()} `;
    const added = await kit.add(ben, typed);
    expect(added).toMatchObject({
      user_id: ben.user.id,
      username: account!.username,
      display_name: account!.name,
      avatar_url: account!.avatarUrl,
      platform: 'twitter',
    });
    expect(await kit.list(ben)).toEqual([added]);
    const [row] = await rowsOf(ben);
    expect(row).toMatchObject({ usernameKey: account!.username.toLowerCase(), externalUserId: account!.id });
  });

  test('a duplicate in any case is a 409 and never doubles the list', async () => {
    const cy = await connectedUser('cy');
    const [, account] = await kit.networkAccounts(2);
    await kit.add(cy, account!.username);
    for (const again of [
      account!.username,
      account!.username.toLowerCase(),
      `@${account!.username.toUpperCase()}`,
    ]) {
      const res = await kit.post(cy, '/add', { username: again });
      expect((await expectErrorBody(res, 409)).detail).toBe(
        `@${account!.username} is already one of your core users`,
      );
    }
    expect(await kit.names(cy)).toEqual([account!.username]);
  });

  test('a profile link is read as its username', async () => {
    const di = await connectedUser('di');
    const accounts = await kit.networkAccounts(4);
    await kit.add(di, `https://x.com/${accounts[2]!.username}`);
    await kit.add(di, `twitter.com/${accounts[3]!.username}/status/123?s=20`);
    expect(await kit.names(di)).toEqual([accounts[2]!.username, accounts[3]!.username]);
  });

  test('an unknown account is a readable 422 pointing at the suggestions, and nothing is stored', async () => {
    const ed = await connectedUser('ed');
    const res = await kit.post(ed, '/add', { username: 'elonmusk' });
    // The simulated network has no real X accounts: the detail says where the user is.
    expect(await expectErrorBody(res, 422)).toMatchObject({
      detail:
        '@elonmusk is not on the simulated network: type part of a name and pick one of the suggested accounts',
      code: 'VALIDATION_FAILED',
    });
    expect(await rowsOf(ed)).toEqual([]);
  });

  test.each([
    ['', 'username: Enter a username'],
    ['   ', 'username: Enter a username'],
    ['@@', 'username: Enter a username'],
    ['x'.repeat(254), 'username: A username has at most 253 characters'],
    ['foo-bar', '@foo-bar is not a valid X username: use 1 to 15 letters, digits or underscores'],
    [
      'sixteen_chars_xx',
      '@sixteen_chars_xx is not a valid X username: use 1 to 15 letters, digits or underscores',
    ],
    ['has space', '@has space is not a valid X username: use 1 to 15 letters, digits or underscores'],
    ['<script>', '@<script> is not a valid X username: use 1 to 15 letters, digits or underscores'],
  ])('%j is refused with a readable 422 before any lookup', async (username, detail) => {
    const fay = await t.signUpAndConfirm(uniqueEmail('fay'));
    // No connection: a 422 here proves the format is checked before the platform is needed.
    const res = await kit.post(fay, '/add', { username });
    expect((await expectErrorBody(res, 422)).detail).toBe(detail);
    expect(await rowsOf(fay)).toEqual([]);
  });

  test('telegram and farcaster are recognised but coming soon; other platforms are refused', async () => {
    const gus = await connectedUser('gus');
    const telegram = await kit.post(gus, '/add', { username: 'alice', platform: 'telegram' });
    expect((await expectErrorBody(telegram, 422)).detail).toBe(
      'Telegram core users are coming soon: only X and Bluesky accounts can be checked today',
    );
    const farcaster = await kit.post(gus, '/add', { username: 'alice', platform: 'farcaster' });
    expect((await expectErrorBody(farcaster, 422)).detail).toBe(
      'Farcaster core users are coming soon: only X and Bluesky accounts can be checked today',
    );
    await expectErrorBody(await kit.post(gus, '/add', { username: 'alice', platform: 'myspace' }), 422);
    expect(await rowsOf(gus)).toEqual([]);
  });

  test('bad bodies: not JSON, wrong content type', async () => {
    const hal = await connectedUser('hal');
    const broken = await t.request('/api/core-users/add', {
      method: 'POST',
      headers: { ...bearer(hal), 'content-type': 'application/json' },
      body: '{"username":',
    });
    await expectErrorBody(broken, 400);
    const form = await t.request('/api/core-users/add', {
      method: 'POST',
      headers: { ...bearer(hal), 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=alice',
    });
    await expectErrorBody(form, 415);
  });

  test('a revoked X access marks the connection and asks to connect again', async () => {
    const ivy = await connectedUser('ivy');
    const [connection] = await t.database.db
      .select()
      .from(platformConnections)
      .where(eq(platformConnections.userId, ivy.user.id));
    expect(await revokeSandboxAccess(t.database.db, connection!.externalUserId)).toBe(true);
    const [account] = await kit.networkAccounts(1);
    const res = await kit.post(ivy, '/add', { username: account!.username });
    expect((await expectErrorBody(res, 409)).detail).toBe(RECONNECT_DETAIL);
    const [after] = await t.database.db
      .select()
      .from(platformConnections)
      .where(eq(platformConnections.userId, ivy.user.id));
    expect(after?.status).toBe('reconnect_needed');
    // Known dead now: refused before asking the platform.
    expect((await expectErrorBody(await kit.post(ivy, '/add', { username: 'other' }), 409)).detail).toBe(
      RECONNECT_DETAIL,
    );
    expect(await rowsOf(ivy)).toEqual([]);
  });

  test(`the list is bounded at ${CORE_USERS_MAX}`, async () => {
    const jon = await connectedUser('jon');
    await t.database.db.insert(coreUsers).values(
      Array.from({ length: CORE_USERS_MAX }, (_, i) => ({
        userId: jon.user.id,
        username: `filler_${i}`,
        usernameKey: `filler_${i}`,
        displayName: `Filler ${i}`,
      })),
    );
    const [account] = await kit.networkAccounts(1);
    const res = await kit.post(jon, '/add', { username: account!.username });
    expect((await expectErrorBody(res, 409)).detail).toBe(
      `You already have ${CORE_USERS_MAX} core users, the most one account keeps: remove some first`,
    );
    expect(await kit.list(jon)).toHaveLength(CORE_USERS_MAX);
  });
});

describe('POST /api/core-users/remove', () => {
  test('removes by any case and answers the stored spelling; a second remove is a 404', async () => {
    const kim = await connectedUser('kim');
    const accounts = await kit.networkAccounts(2);
    await kit.add(kim, accounts[0]!.username);
    await kit.add(kim, accounts[1]!.username);
    const res = await kit.post(kim, '/remove', { username: ` @${accounts[0]!.username.toUpperCase()}` });
    expect(res.status).toBe(200);
    expect(ZCoreUserRemoveAnswer.strict().parse(await res.json())).toEqual({
      removed_username: accounts[0]!.username,
    });
    expect(await kit.names(kim)).toEqual([accounts[1]!.username]);
    const again = await kit.post(kim, '/remove', { username: accounts[0]!.username });
    expect((await expectErrorBody(again, 404)).detail).toBe(
      `@${accounts[0]!.username} is not one of your core users`,
    );
    await expectErrorBody(await kit.post(kim, '/remove', { username: '  ' }), 422);
    expect(await kit.names(kim)).toEqual([accounts[1]!.username]);
  });
});

describe("one user never sees or changes another user's core users", () => {
  test("lists are separate; removing another user's core user is a 404; the same account may be in both", async () => {
    const lee = await connectedUser('lee');
    const max = await connectedUser('max');
    const [account] = await kit.networkAccounts(1);
    await kit.add(lee, account!.username);
    expect(await kit.list(max)).toEqual([]);
    await expectErrorBody(await kit.post(max, '/remove', { username: account!.username }), 404);
    expect(await kit.names(lee)).toEqual([account!.username]);
    const theirs = await kit.add(max, account!.username);
    expect(theirs.user_id).toBe(max.user.id);
    expect((await kit.list(lee))[0]?.user_id).toBe(lee.user.id);
  });
});
