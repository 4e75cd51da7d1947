/**
 * Connecting a Bluesky account, against Bluesky's own reference network (@atproto/dev-env):
 * the product signs in at a real PDS, which tells an app password from an account password.
 *
 * Run from the repository root with `npm run test:bluesky` (scripts/test-bluesky-network.mjs: Node
 * 24, PostgreSQL and Redis on 127.0.0.1). docs/product/api.md#bluesky-connection describes the calls.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { platformConnections } from '../../apps/server/src/db/schema/connections';
import { expectErrorBody } from '../../apps/server/test/harness';
import { connectBluesky, productUser, useBlueskyNetwork, useProductApp } from './network';

const bluesky = useBlueskyNetwork('connect');
const app = useProductApp(() => bluesky.current().pds.url);

const blueskyConnectionsOf = (userId: string) =>
  app()
    .database.db.select()
    .from(platformConnections)
    .where(and(eq(platformConnections.userId, userId), eq(platformConnections.platform, 'bluesky')));

/** GET /api/auth/bluesky/profile: 204 while nothing is connected. */
const profileStatus = async (auth: Record<string, string>) =>
  (await app().request('/api/auth/bluesky/profile', { headers: auth })).status;

describe('connecting a Bluesky account on the reference network', () => {
  test('an account password is refused with a clear 4xx, and nothing is stored', async () => {
    const user = await productUser(app(), 'account-password');
    const account = await bluesky.createAccount('owner');

    const res = await connectBluesky(app(), user.auth, {
      identifier: account.handle,
      app_password: account.password,
    });
    const body = await expectErrorBody(res);
    expect(body.detail).toMatch(/app password/i);
    expect(JSON.stringify(body)).not.toContain(account.password);

    expect(await blueskyConnectionsOf(user.userId)).toHaveLength(0);
    expect(await profileStatus(user.auth)).toBe(204);
  });

  test('a wrong app password is refused with a clear 4xx, and nothing is stored', async () => {
    const user = await productUser(app(), 'wrong-password');
    const account = await bluesky.createAccount('owner');

    const res = await connectBluesky(app(), user.auth, {
      identifier: account.handle,
      app_password: 'abcd-efgh-ijkl-mnop',
    });
    await expectErrorBody(res);
    expect(await blueskyConnectionsOf(user.userId)).toHaveLength(0);
    expect(await profileStatus(user.auth)).toBe(204);
  });

  test('an app password connects the account: its DID and handle are stored, never the password', async () => {
    const user = await productUser(app(), 'app-password');
    const account = await bluesky.createAccount('owner');
    const appPassword = await bluesky.createAppPassword(account);

    const res = await connectBluesky(app(), user.auth, {
      identifier: `@${account.handle}`,
      app_password: appPassword,
    });
    const text = await res.text();
    expect(res.status, text).toBe(200);
    expect(text).not.toContain(appPassword);
    const profile = (JSON.parse(text) as { data: { did: string; handle: string; service: string } }).data;
    expect(profile.did).toBe(account.did);
    expect(profile.handle).toBe(account.handle);

    const rows = await blueskyConnectionsOf(user.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.externalUserId).toBe(account.did);
    expect(JSON.stringify(rows[0])).not.toContain(appPassword);

    const stored = await app().request('/api/auth/bluesky/profile', { headers: user.auth });
    expect(stored.status).toBe(200);
    expect(((await stored.json()) as { data: { did: string } }).data.did).toBe(account.did);
  });
});
