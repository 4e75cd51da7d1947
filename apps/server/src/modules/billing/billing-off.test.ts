import { describe, expect, test } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { ANALYTICS_PLAN_DETAIL } from '@gatling/shared/api/analytics';
import { BILLING_OFF_DETAIL } from '@gatling/shared/api/billing';
import type { TSession } from '@gatling/shared/api/session';
import {
  billingCustomers,
  checkoutSessions,
  dailyReviewUsage,
  subscriptions,
  teamAccessGrants,
  trialsUsed,
} from '../../db/schema/billing';
import { bearer, expectErrorBody, pathOf, TEST_TOKEN_KEY, uniqueEmail, useTestApp } from '#test/harness';
import { billingKit } from '#test/kits/billing';
import { reviewKit } from '#test/kits/review';

// Not one free review: whoever reviews a draft here needs a plan, unless subscriptions are off.
const NO_FREE_ALLOWANCE = { FREE_DAILY_INTERACTIONS: '0', TEAM_EMAIL_DOMAIN: 'team.example' };

/** A server with no payment keys, outside production: the test mode, with its checkout page. */
const t = useTestApp(NO_FREE_ALLOWANCE);
/** The same without subscriptions, on a database of its own (so whole tables can be counted). */
const off = useTestApp({ ...NO_FREE_ALLOWANCE, BILLING: 'off' });

const rowsIn = async (
  app: typeof t,
  table:
    | typeof subscriptions
    | typeof checkoutSessions
    | typeof trialsUsed
    | typeof billingCustomers
    | typeof teamAccessGrants
    | typeof dailyReviewUsage,
) => (await app.database.db.select({ n: count() }).from(table))[0]?.n;

describe('BILLING=off', () => {
  test('a new user has every feature: analytics and reviews with no allowance, never a 402', async () => {
    const kit = reviewKit(off);
    const ada = await kit.newUser('ada');
    // Without subscriptions off, both answer 402 (see the same calls on the test-mode server below).
    const summary = await off.request('/api/analytics/summary?range=7d', { headers: bearer(ada) });
    expect(summary.status, await summary.clone().text()).toBe(200);
    const draft = await kit.draftFor(ada);
    await kit.ok(await kit.call(ada, '/feedback/approve', { reply_id: draft.id, dry_send: false }));
    expect(await kit.used(ada)).toBe('unlimited');
    expect(await rowsIn(off, dailyReviewUsage)).toBe(0);

    expect(await billingKit(off).status(ada)).toEqual({
      is_active: true,
      payment_status: 'active',
      subscription_tier: 'monthly',
      subscription_start_date: null,
      renewal_date: null,
      cancel_at_period_end: false,
      trial_available: false,
      team_member: false,
      team_access: false,
    });

    // The same user and calls on a server with subscriptions on: the plan is needed.
    const onKit = reviewKit(t);
    const ben = await onKit.newUser('ben');
    const locked = await t.request('/api/analytics/summary?range=7d', { headers: bearer(ben) });
    expect(await expectErrorBody(locked, 402)).toMatchObject({ detail: ANALYTICS_PLAN_DETAIL });
    const benDraft = await onKit.draftFor(ben);
    await expectErrorBody(await onKit.call(ben, '/feedback/approve', { reply_id: benDraft.id }), 402);
  });

  test('there is no checkout: every payment route answers 409 saying so, and nothing is written', async () => {
    const cy = await off.signUpAndConfirm(uniqueEmail('cy'));
    const member = await off.signUpAndConfirm(`dee-${Date.now()}@team.example`);
    const site = off.config.publicUrl;
    const calls: [string, () => Promise<Response>][] = [
      ['checkout/create', () => off.request('/api/checkout/create', { method: 'POST', headers: bearer(cy) })],
      [
        'create_checkout',
        () =>
          off.post(
            '/api/create_checkout',
            { success_url: `${site}/subscription/success`, cancel_url: `${site}/pricing` },
            bearer(cy),
          ),
      ],
      // The same answer whatever was sent.
      ['create_checkout, no body', () => off.post('/api/create_checkout', {}, bearer(cy))],
      ['cancel', () => off.request('/api/cancel_subscription', { method: 'POST', headers: bearer(cy) })],
      [
        'skip-trial',
        () => off.request('/api/subscription/skip-trial', { method: 'POST', headers: bearer(member) }),
      ],
      ['webhook', () => off.post('/api/billing/webhook', { type: 'checkout.session.completed' })],
    ];
    for (const [name, call] of calls) {
      const body = await expectErrorBody(await call(), 409);
      expect(body, name).toMatchObject({ detail: BILLING_OFF_DETAIL, code: 'CONFLICT' });
    }
    expect(BILLING_OFF_DETAIL).toBe(
      'Subscriptions are turned off on this server: every feature is available.',
    );

    // No test-mode page either.
    const page = '/billing/test-checkout/cs_test_0123';
    expect((await off.request(page)).status).toBe(404);
    expect((await off.request(`${page}/complete`, { method: 'POST' })).status).toBe(404);
    for (const table of [subscriptions, checkoutSessions, trialsUsed, billingCustomers, teamAccessGrants]) {
      expect(await rowsIn(off, table)).toBe(0);
    }
    expect(await (await off.request('/api/public-config')).json()).toMatchObject({
      billing_off: true,
      billing_test_mode: false,
    });
  });
});

describe('in production', () => {
  // Production needs Stripe or BILLING=off; this one shares the test-mode server's database, where
  // a checkout was opened the way production served them before.
  const prod = useTestApp(
    {
      NODE_ENV: 'production',
      TOKEN_ENCRYPTION_KEY: TEST_TOKEN_KEY,
      BILLING: 'off',
      SMTP_URL: 'smtp://mail.example.com:587',
    },
    { shareDatabaseOf: t },
  );
  const subscriptionOf = async (s: TSession) =>
    t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, s.user.id));
  const trialOf = async (s: TSession) =>
    t.database.db.select().from(trialsUsed).where(eq(trialsUsed.userId, s.user.id));

  test('the test-mode checkout is absent: its page and forms are 404, and no trial starts', async () => {
    const kit = billingKit(t);
    const ann = await t.signUpAndConfirm(uniqueEmail('ann'));
    const page = pathOf(await kit.checkoutUrl(await kit.checkoutCreate(ann)));
    expect((await t.request(page)).status).toBe(200);

    for (const [method, path] of [
      ['GET', page],
      ['POST', `${page}/complete`],
      ['POST', `${page}/cancel`],
    ] as const) {
      const res = await prod.request(path, { method });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(await res.text()).not.toContain('Test mode');
    }
    expect(await subscriptionOf(ann)).toEqual([]);
    expect(await trialOf(ann)).toEqual([]);
    // Nor can a new checkout be started there.
    await expectErrorBody(
      await prod.request('/api/checkout/create', { method: 'POST', headers: bearer(ann) }),
      409,
    );
    expect(await (await prod.request('/api/public-config')).json()).toMatchObject({
      billing_test_mode: false,
      billing_off: true,
    });
  });
});
