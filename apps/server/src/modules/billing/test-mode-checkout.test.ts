import { describe, expect, test } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { TSession } from '@gatling/shared/api/session';
import { billingEvents, checkoutSessions, subscriptions } from '../../db/schema/billing';
import { expectErrorBody, pathOf, uniqueEmail, useTestApp } from '#test/harness';
import { billingKit, DAY_MS, expectAround } from '#test/kits/billing';

const t = useTestApp();
const kit = billingKit(t);

const SITE = 'http://localhost:3000';
const form = (path: string) =>
  t.request(path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
const subscriptionOf = async (s: TSession) =>
  (await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, s.user.id)))[0];

/** Opens a checkout and answers its page path (the test-mode page served by the app). */
async function openCheckout(session: TSession): Promise<string> {
  const url = await kit.checkoutUrl(await kit.checkoutCreate(session));
  expect(url).toMatch(new RegExp(`^${SITE}/billing/test-checkout/cs_test_[0-9a-f]{32}$`));
  return pathOf(url);
}

describe('test-mode journey through the HTML pages', () => {
  test('checkout → page → start trial → success_url → active trial; then cancel at period end', async () => {
    const ann = await t.signUpAndConfirm(uniqueEmail('ann'));
    expect(await kit.status(ann)).toEqual({
      is_active: false,
      payment_status: 'none',
      subscription_tier: 'free',
      subscription_start_date: null,
      renewal_date: null,
      cancel_at_period_end: false,
      trial_available: true,
      team_member: false,
      team_access: false,
    });

    const page = await openCheckout(ann);
    const res = await t.request(page);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await res.text();
    expect(html).toContain('Test mode — no real payment');
    expect(html).toContain('$19');
    expect(html).toContain('7-day free trial, then $19/month');
    expect(html).toContain('Start 7-day free trial');
    expect(html).toContain(`<form method="post" action="${page}/complete">`);
    expect(html).toContain(`<form method="post" action="${page}/cancel">`);
    expect(html).not.toMatch(/<script/i);

    const paid = await form(`${page}/complete`);
    expect(paid.status).toBe(302);
    const sessionId = page.split('/').at(-1)!;
    expect(paid.headers.get('location')).toBe(`${SITE}/subscription/success?session_id=${sessionId}`);

    const now = Date.now();
    const active = await kit.status(ann);
    expect(active).toMatchObject({
      is_active: true,
      payment_status: 'active',
      subscription_tier: 'trial',
      cancel_at_period_end: false,
      trial_available: false,
    });
    expectAround(active.subscription_start_date, now);
    expectAround(active.renewal_date, now + 7 * DAY_MS);

    // Paying twice starts nothing new; the page now says it is complete.
    expect((await form(`${page}/complete`)).headers.get('location')).toBe(paid.headers.get('location'));
    expect(
      await t.database.db
        .select({ n: count() })
        .from(subscriptions)
        .where(eq(subscriptions.userId, ann.user.id)),
    ).toEqual([{ n: 1 }]);
    expect(await (await t.request(page)).text()).toContain('This checkout is already complete.');

    // Already active: no second checkout.
    const again = await expectErrorBody(await kit.checkoutCreate(ann), 409);
    expect(again.detail).toMatch(/already have an active subscription/);

    const cancelled = await kit.cancel(ann);
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toEqual({
      success: true,
      cancel_at_period_end: true,
      renewal_date: active.renewal_date,
    });
    expect(await kit.status(ann)).toMatchObject({
      is_active: true,
      payment_status: 'active',
      cancel_at_period_end: true,
    });
    expect((await expectErrorBody(await kit.cancel(ann), 409)).detail).toMatch(/already cancelled/);

    // The period ends: the cancellation takes effect, with no event from anyone.
    await t.database.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, ann.user.id));
    expect(await kit.status(ann)).toMatchObject({
      is_active: false,
      payment_status: 'canceled',
      subscription_tier: 'free',
      renewal_date: null,
      cancel_at_period_end: false,
      trial_available: false,
    });
    expect((await expectErrorBody(await kit.cancel(ann), 404)).detail).toBe(
      'No active subscription to cancel',
    );

    // Subscribing again: one trial per user, so this time it is paid from today.
    const second = await openCheckout(ann);
    const secondHtml = await (await t.request(second)).text();
    expect(secondHtml).toContain('Pay $19');
    expect(secondHtml).not.toContain('free trial');
    expect((await form(`${second}/complete`)).status).toBe(302);
    const monthly = await kit.status(ann);
    expect(monthly).toMatchObject({
      is_active: true,
      payment_status: 'active',
      subscription_tier: 'monthly',
      cancel_at_period_end: false,
    });
    const renewal = new Date(monthly.renewal_date!);
    const today = new Date();
    expect((renewal.getUTCMonth() - today.getUTCMonth() + 12) % 12).toBe(1);
    expect((await subscriptionOf(ann))?.statusRaw).toBe('active');
  });

  test('a test-mode subscription renews by itself after the trial, and cancelling ends the running month', async () => {
    const bo = await t.signUpAndConfirm(uniqueEmail('bo'));
    const page = await openCheckout(bo);
    expect((await form(`${page}/complete`)).status).toBe(302);
    // Ten days later: the trial ended three days ago and the first paid month runs.
    const trialEnd = new Date(Date.now() - 3 * DAY_MS);
    await t.database.db
      .update(subscriptions)
      .set({
        currentPeriodStart: new Date(trialEnd.getTime() - 7 * DAY_MS),
        currentPeriodEnd: trialEnd,
        trialEnd,
      })
      .where(eq(subscriptions.userId, bo.user.id));
    const status = await kit.status(bo);
    expect(status).toMatchObject({ is_active: true, payment_status: 'active', subscription_tier: 'monthly' });
    expect(new Date(status.renewal_date!).getTime()).toBeGreaterThan(Date.now() + 20 * DAY_MS);
    const cancelled = await kit.cancel(bo);
    expect(await cancelled.json()).toEqual({
      success: true,
      cancel_at_period_end: true,
      renewal_date: status.renewal_date,
    });
    expect(await kit.status(bo)).toMatchObject({
      is_active: true,
      cancel_at_period_end: true,
      renewal_date: status.renewal_date,
    });
  });

  test('cancel on the page abandons the checkout and returns to cancel_url', async () => {
    const ben = await t.signUpAndConfirm(uniqueEmail('ben'));
    const page = await openCheckout(ben);
    const abandoned = await form(`${page}/cancel`);
    expect(abandoned.status).toBe(302);
    expect(abandoned.headers.get('location')).toBe(`${SITE}/pricing`);
    expect((await t.request(page)).status).toBe(410);
    // Paying an abandoned checkout does nothing but go back.
    expect((await form(`${page}/complete`)).headers.get('location')).toBe(`${SITE}/pricing`);
    expect(await kit.status(ben)).toMatchObject({
      is_active: false,
      payment_status: 'none',
      trial_available: true,
    });
  });

  test('an unknown checkout is a 404 page', async () => {
    expect((await t.request('/billing/test-checkout/cs_test_nope')).status).toBe(404);
    expect((await form('/billing/test-checkout/cs_test_nope/complete')).status).toBe(404);
    expect((await form('/billing/test-checkout/cs_test_nope/cancel')).status).toBe(404);
  });

  test('a checkout opened in two tabs gives one trial: the second is paid and starts nothing while active', async () => {
    const cy = await t.signUpAndConfirm(uniqueEmail('cy'));
    const first = await openCheckout(cy);
    const second = await openCheckout(cy);
    expect((await form(`${first}/complete`)).status).toBe(302);
    const redirect = await form(`${second}/complete`);
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toContain('/subscription/success?session_id=');
    expect(
      await t.database.db
        .select({ n: count() })
        .from(subscriptions)
        .where(eq(subscriptions.userId, cy.user.id)),
    ).toEqual([{ n: 1 }]);
    const sessions = await t.database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.userId, cy.user.id));
    expect(sessions.map((s) => s.status).sort()).toEqual(['canceled', 'completed']);
  });
});

describe('POST /api/create_checkout', () => {
  test('answers a url for on-site URLs and fills the session id into success_url', async () => {
    const dee = await t.signUpAndConfirm(uniqueEmail('dee'));
    const url = await kit.checkoutUrl(
      await kit.createCheckout(dee, {
        success_url: `${SITE}/onboarding?paid=1`,
        cancel_url: `${SITE}/onboarding`,
      }),
    );
    const page = pathOf(url);
    const done = await form(`${page}/complete`);
    expect(done.headers.get('location')).toBe(
      `${SITE}/onboarding?paid=1&session_id=${page.split('/').at(-1)}`,
    );
  });

  test.each([
    ['another site', { success_url: 'https://evil.example/s', cancel_url: `${SITE}/pricing` }],
    ['another port', { success_url: `${SITE}/s`, cancel_url: 'http://localhost:4000/pricing' }],
    ['another scheme', { success_url: 'https://localhost:3000/s', cancel_url: `${SITE}/pricing` }],
    ['a javascript: URL', { success_url: 'javascript:alert(1)', cancel_url: `${SITE}/pricing` }],
  ])('refuses a URL on %s (422)', async (_label, body) => {
    const eve = await t.signUpAndConfirm(uniqueEmail('eve'));
    const err = await expectErrorBody(await kit.createCheckout(eve, body), 422);
    expect(err.detail).toBe('success_url and cancel_url must point to this site');
    expect(
      await t.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, eve.user.id)),
    ).toEqual([]);
  });

  test('refuses a missing or relative URL, and needs a session', async () => {
    const fay = await t.signUpAndConfirm(uniqueEmail('fay'));
    await expectErrorBody(await kit.createCheckout(fay, { success_url: `${SITE}/s` }), 422);
    await expectErrorBody(await kit.createCheckout(fay, { success_url: '/s', cancel_url: '/c' }), 422);
    await expectErrorBody(
      await t.post('/api/create_checkout', { success_url: `${SITE}/s`, cancel_url: `${SITE}/c` }),
      401,
    );
    await expectErrorBody(await t.request('/api/checkout/create', { method: 'POST' }), 401);
    await expectErrorBody(await t.request('/api/cancel_subscription', { method: 'POST' }), 401);
    await expectErrorBody(await t.request('/api/subscription/status'), 401);
  });
});

describe('test mode and the webhook', () => {
  test('the webhook refuses deliveries in test mode, and nothing is recorded', async () => {
    const res = await t.request('/api/billing/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      body: JSON.stringify({ id: 'evt_1', type: 'customer.subscription.deleted' }),
    });
    await expectErrorBody(res, 400);
    expect(
      await t.database.db.select().from(billingEvents).where(eq(billingEvents.eventId, 'evt_1')),
    ).toEqual([]);
  });

  test('public config says checkout is in test mode; the routes are documented', async () => {
    expect(await (await t.request('/api/public-config')).json()).toMatchObject({ billing_test_mode: true });
    const doc = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const [path, method] of [
      ['/api/subscription/status', 'get'],
      ['/api/subscription/skip-trial', 'post'],
      ['/api/create_checkout', 'post'],
      ['/api/checkout/create', 'post'],
      ['/api/cancel_subscription', 'post'],
      ['/api/billing/webhook', 'post'],
    ] as const) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
  });
});
