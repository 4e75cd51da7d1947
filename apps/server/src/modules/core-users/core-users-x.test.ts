import { afterEach, describe, expect, test } from 'vitest';
import type { TPlatformRegistry } from '../../integrations/platform/registry';
import { eq } from 'drizzle-orm';
import type { TSession } from '@gatling/shared/api/session';
import { coreUsers } from '../../db/schema/core-users';
import { FAKE_X, type TFakeXUser } from '#test/fakes/x/data';
import { startFakeXServer } from '#test/fakes/x/server';
import { createXProvider } from '../../integrations/platform/x/x-provider';
import { startFakeSheetsServer } from '#test/fakes/sheets-server';
import { createLogger } from '../../lib/logger';
import { bearer, expectErrorBody, openedForAll, uniqueEmail, useTestApp } from '#test/harness';
import { connectionsKit, expectCallbackRedirect, paramsOf } from '#test/kits/connections';
import { coreUsersKit } from '#test/kits/core-users';
import { RECONNECT_DETAIL } from './platform-access';

const x = openedForAll(() => startFakeXServer());
const sheets = openedForAll(() => startFakeSheetsServer());
const t = useTestApp(() => ({ GOOGLE_SHEETS_BASE_URL: sheets.url }), {
  platforms: () => {
    // The live provider, through the official client, against X's wire protocol; retries without waiting.
    const provider = createXProvider({
      appKey: FAKE_X.consumer.key,
      appSecret: FAKE_X.consumer.secret,
      unrestrictedReplies: false,
      baseUrl: x.url,
      logger: createLogger('silent'),
      sleep: async () => undefined,
    });
    return { get: (() => provider) as TPlatformRegistry['get'], list: () => [provider] };
  },
});
const kit = coreUsersKit(t);
const connections = connectionsKit(t);
afterEach(() => {
  x.state.failures.length = 0;
});

/** Signs up and connects X through its authorize page and the product's callback. */
async function connectedUser(): Promise<TSession> {
  const session = await t.signUpAndConfirm(uniqueEmail('x'));
  const { url } = await connections.requestToken(session);
  const back = expectCallbackRedirect(await fetch(url, { redirect: 'manual' }), t.config.publicUrl);
  await connections.expectConnected(await connections.callback(session, paramsOf(back)));
  return session;
}
const usersByCalls = () => x.state.requests.filter((r) => r.route === 'GET /2/users/by');
const rowsOf = (session: TSession) =>
  t.database.db.select().from(coreUsers).where(eq(coreUsers.userId, session.user.id));

describe('core users against X (fake X on loopback, real OAuth 1.0a)', () => {
  test('add: one lookup, answered with X spelling, name and avatar', async () => {
    const ada = await connectedUser();
    const before = usersByCalls().length;
    const added = await kit.add(ada, '@ALICE_DEV');
    expect(added).toMatchObject({
      username: FAKE_X.users.alice.username,
      display_name: FAKE_X.users.alice.name,
      avatar_url: FAKE_X.users.alice.profile_image_url,
    });
    const calls = usersByCalls().slice(before);
    expect(calls.map((c) => c.query.usernames)).toEqual(['alice_dev']);
    const unknown = await kit.post(ada, '/add', { username: 'nobody_here' });
    expect((await expectErrorBody(unknown, 422)).detail).toBe('@nobody_here is not an X account');
  });

  test('no account suggestions on the live X: the answer says so, and X is never asked', async () => {
    const cy = await connectedUser();
    const before = x.state.requests.length;
    const res = await t.request('/api/core-users/suggestions?q=alice', { headers: bearer(cy) });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ available: false, accounts: [] });
    expect(x.state.requests.slice(before)).toEqual([]);
  });

  test('X rate limit: 429 with Retry-After until the reset; nothing stored', async () => {
    const ben = await connectedUser();
    const resetAt = Math.floor(Date.now() / 1000) + 120;
    x.failNext('GET /2/users/by', 'rate-limited', { resetAt });
    const res = await kit.post(ben, '/add', { username: 'bob_builds' });
    expect((await expectErrorBody(res, 429)).detail).toBe(
      'X is limiting requests right now. Please try again later.',
    );
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(100);
    expect(retryAfter).toBeLessThanOrEqual(120);
    expect(await rowsOf(ben)).toEqual([]);
  });

  test('X down (after the retries): 503 with a readable detail; nothing stored', async () => {
    const cy = await connectedUser();
    x.failNext('GET /2/users/by', 'unavailable', { times: Infinity });
    const res = await kit.post(cy, '/add', { username: 'bob_builds' });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({
      code: 'UNAVAILABLE',
      detail: 'X is not answering right now. Please try again later.',
    });
    expect(await rowsOf(cy)).toEqual([]);
  });

  test('access revoked on X: the connection is marked and the user asked to connect again', async () => {
    const di = await connectedUser();
    x.failNext('GET /2/users/by', 'token-revoked');
    const res = await kit.post(di, '/add', { username: 'bob_builds' });
    expect((await expectErrorBody(res, 409)).detail).toBe(RECONNECT_DETAIL);
    expect((await connections.connectionOf(di))?.status).toBe('reconnect_needed');
    expect(await rowsOf(di)).toEqual([]);
  });

  test('import: 150 names are looked up in two requests of at most 100', async () => {
    const ed = await connectedUser();
    const extra: TFakeXUser[] = Array.from({ length: 148 }, (_, i) => ({
      ...structuredClone(FAKE_X.users.carol),
      id: String(9000 + i),
      username: `crowd_${i}`,
      name: `Crowd ${i}`,
    }));
    x.state.users.push(...extra);
    try {
      sheets.setSheet(
        'crowd',
        0,
        ['handle', 'alice_dev', 'bob_builds', ...extra.map((u) => u.username)].join('\n'),
      );
      const before = usersByCalls().length;
      const answer = await kit.importSheet(ed, 'https://docs.google.com/spreadsheets/d/crowd/edit');
      expect(answer.added_users).toHaveLength(150);
      expect(answer.error).toBeNull();
      const calls = usersByCalls().slice(before);
      expect(calls.map((c) => (c.query.usernames ?? '').split(',').length)).toEqual([100, 50]);
      expect(calls.every((c) => c.status === 200)).toBe(true);
    } finally {
      x.state.users.splice(-extra.length);
    }
  });

  test('import: X limiting the first lookup is the answer (429), and nothing is added', async () => {
    const fay = await connectedUser();
    sheets.setSheet('limited', 0, 'alice_dev\nbob_builds');
    x.failNext('GET /2/users/by', 'rate-limited');
    const res = await kit.post(fay, '/import-sheet', {
      sheets_url: 'https://docs.google.com/spreadsheets/d/limited/edit#gid=0',
    });
    await expectErrorBody(res, 429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await rowsOf(fay)).toEqual([]);
  });
});
