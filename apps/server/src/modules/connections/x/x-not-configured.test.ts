import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { TWITTER_NOT_CONFIGURED_DETAIL } from '@gatling/shared/api/connections';
import type { TPublicConfig } from '@gatling/shared/api/session';
import { platformOauthRequests } from '../../../db/schema/connections';
import {
  bearer,
  expectErrorBody,
  TEST_TOKEN_KEY,
  type TTestApp,
  uniqueEmail,
  useTestApp,
} from '#test/harness';
import { connectionsKit, sandboxBrowser } from '#test/kits/connections';

// Production without X API keys: the sandbox network may not stand in for X (only DEMO_MODE lets
// it), so X is not configured on this server. The apps share one database, so an account connected
// through the quickstart's sandbox is what an upgraded server finds.
const PRODUCTION = {
  NODE_ENV: 'production',
  TOKEN_ENCRYPTION_KEY: TEST_TOKEN_KEY,
  BILLING: 'off',
  SMTP_URL: 'smtp://mail.example.com:587',
};
const t = useTestApp();
const prod = useTestApp(PRODUCTION, { shareDatabaseOf: t });
const demo = useTestApp({ ...PRODUCTION, DEMO_MODE: 'true' }, { shareDatabaseOf: t });
const sandbox = sandboxBrowser(t, connectionsKit(t));

const publicConfig = async (app: TTestApp) =>
  (await (await app.request('/api/public-config')).json()) as TPublicConfig;

describe('X in production without its keys', () => {
  test('connecting answers 409 not configured, at both steps, and nothing is stored', async () => {
    const ada = await t.signUpAndConfirm(uniqueEmail('ada'));
    const start = await prod.request('/api/auth/twitter/request_token', { headers: bearer(ada) });
    expect(await expectErrorBody(start, 409)).toMatchObject({
      detail: TWITTER_NOT_CONFIGURED_DETAIL,
      code: 'CONFLICT',
    });
    const finish = await prod.request('/api/auth/twitter/callback?oauth_token=t1&oauth_verifier=v1', {
      headers: bearer(ada),
    });
    expect(await expectErrorBody(finish, 409)).toMatchObject({ detail: TWITTER_NOT_CONFIGURED_DETAIL });
    const requests = await t.database.db
      .select()
      .from(platformOauthRequests)
      .where(eq(platformOauthRequests.userId, ada.user.id));
    expect(requests).toEqual([]);
    expect(await connectionsKit(prod).profile(ada)).toBeNull();
  });

  test('the browser is told X is not configured, and the sandbox pages are absent', async () => {
    expect(await publicConfig(prod)).toMatchObject({ twitter_configured: false, twitter_sandbox: false });
    expect((await prod.request('/sandbox/authorize?oauth_token=x')).status).toBe(404);
  });

  test('an account connected through the sandbox before asks to reconnect, and can still be disconnected', async () => {
    const ben = await t.signUpAndConfirm(uniqueEmail('ben'));
    await sandbox.connect(ben);
    expect(await connectionsKit(prod).profile(ben)).toMatchObject({
      status: 'reconnect_needed',
      provider: 'sandbox',
    });
    const res = await prod.request('/api/auth/twitter/profile', { method: 'DELETE', headers: bearer(ben) });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await connectionsKit(t).profile(ben)).toBeNull();
  });
});

describe('X on a demo server without its keys', () => {
  test('the sandbox network stands in, and every page is told this is a demo', async () => {
    const cat = await t.signUpAndConfirm(uniqueEmail('cat'));
    const res = await demo.request('/api/auth/twitter/request_token', { headers: bearer(cat) });
    expect(res.status, await res.clone().text()).toBe(200);
    const { authorization_url } = (await res.json()) as { authorization_url: string };
    expect(new URL(authorization_url).pathname).toBe('/sandbox/authorize');
    expect(await publicConfig(demo)).toMatchObject({
      twitter_configured: true,
      twitter_sandbox: true,
      demo_mode: true,
      // SMTP_URL is set: e-mail is real; SMS, X and (no BLUESKY_SERVICE_URL) Bluesky are simulated.
      stand_ins: ['sms', 'twitter', 'bluesky'],
      bluesky_sandbox: true,
    });
  });
});
