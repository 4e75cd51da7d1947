import Stripe from 'stripe';
import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TSession } from '@gatling/shared/api/session';
import { billingCustomers, billingEvents, subscriptions } from '../../db/schema/billing';
import { startFakeStripe, type TFakeSubscription } from '#test/fakes/stripe-server';
import { createStripeProvider } from '../../integrations/billing/stripe-provider';
import { createLogger } from '../../lib/logger';
import { createTestApp, expectErrorBody, openedForAll, uniqueEmail } from '#test/harness';
import { billingKit, DAY_MS } from '#test/kits/billing';

const WEBHOOK_SECRET = 'whsec_app_tests';
const fake = openedForAll(() => startFakeStripe());
const t = openedForAll(() =>
  createTestApp(
    {},
    {
      billing: createStripeProvider({
        secretKey: fake.secretKey,
        webhookSecret: WEBHOOK_SECRET,
        priceId: fake.priceId,
        apiBaseUrl: fake.url,
        logger: createLogger('silent'),
      }),
    },
  ),
);
const kit = billingKit(t);

const nowS = () => Math.floor(Date.now() / 1000);

/** Delivers an event as Stripe does: the exact JSON bytes, signed with the endpoint secret. */
async function deliver(event: { id: string }, options: { secret?: string | null; payload?: string } = {}) {
  const payload = options.payload ?? JSON.stringify(event);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.secret !== null) {
    headers['stripe-signature'] = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? WEBHOOK_SECRET,
    });
  }
  return t.request('/api/billing/webhook', { method: 'POST', headers, body: payload });
}
async function deliverOk(event: { id: string }, duplicate = false) {
  const res = await deliver(event);
  expect(res.status, await res.clone().text()).toBe(200);
  expect(await res.json()).toEqual({ received: true, duplicate });
}

/** Checkout through the API, then "pay" at the fake Stripe and deliver checkout.session.completed. */
async function subscribe(session: TSession): Promise<TFakeSubscription> {
  const url = await kit.checkoutUrl(await kit.checkoutCreate(session));
  const sessionId = url.split('/').at(-1)!;
  const { session: completed, subscription } = fake.completeCheckout(sessionId, nowS() - 60);
  await deliverOk(fake.event('checkout.session.completed', completed, nowS() - 60));
  return subscription;
}
const rowOf = async (s: TSession) =>
  (await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, s.user.id)))[0];

describe('Stripe checkout and webhooks (official client against a fake Stripe)', () => {
  test('checkout asks Stripe for a subscription with the trial, once per user, and reuses the customer', async () => {
    const pat = await t.signUpAndConfirm(uniqueEmail('pat'));
    const url = await kit.checkoutUrl(await kit.checkoutCreate(pat));
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    const sent = fake.sessions.get(url.split('/').at(-1)!)!;
    expect(sent).toMatchObject({
      mode: 'subscription',
      client_reference_id: pat.user.id,
      success_url: 'http://localhost:3000/subscription/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/pricing',
      subscription_data: { trial_period_days: '7', metadata: { user_id: pat.user.id } },
    });
    const [customer] = await t.database.db
      .select()
      .from(billingCustomers)
      .where(eq(billingCustomers.userId, pat.user.id));
    expect(customer).toMatchObject({ provider: 'stripe', customerId: sent.customer });
    expect(await t.request('/api/public-config').then((r) => r.json())).toMatchObject({
      billing_test_mode: false,
    });

    const customersBefore = fake.customers.size;
    const again = fake.sessions.get(
      (await kit.checkoutUrl(await kit.checkoutCreate(pat))).split('/').at(-1)!,
    )!;
    expect(again.customer).toBe(sent.customer);
    expect(fake.customers.size).toBe(customersBefore);
  });

  test('a completed checkout activates the trial at once; replays are no-ops; a bad signature changes nothing', async () => {
    const quin = await t.signUpAndConfirm(uniqueEmail('quin'));
    const subscription = await subscribe(quin);
    // The subscription was fetched from Stripe while handling checkout.session.completed.
    expect(await kit.status(quin)).toMatchObject({
      is_active: true,
      payment_status: 'active',
      subscription_tier: 'trial',
      trial_available: false,
      renewal_date: new Date(subscription.items.data[0]!.current_period_end * 1000).toISOString(),
    });

    const created = fake.event('customer.subscription.created', subscription, nowS() - 59);
    await deliverOk(created);
    const before = await rowOf(quin);
    await deliverOk(created, true);
    expect(await rowOf(quin)).toEqual(before);
    expect(
      await t.database.db.select().from(billingEvents).where(eq(billingEvents.eventId, created.id)),
    ).toHaveLength(1);

    const deleted = fake.event('customer.subscription.deleted', { ...subscription, status: 'canceled' });
    for (const res of [
      await deliver(deleted, { secret: 'whsec_forged' }),
      await deliver(deleted, { secret: null }),
    ]) {
      await expectErrorBody(res, 400);
    }
    const tampered = JSON.stringify(fake.event('customer.subscription.updated', subscription));
    const signedOther = Stripe.webhooks.generateTestHeaderString({
      payload: tampered,
      secret: WEBHOOK_SECRET,
    });
    const res = await t.request('/api/billing/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signedOther },
      body: tampered.replace('"trialing"', '"canceled"'),
    });
    await expectErrorBody(res, 400);
    expect(await rowOf(quin)).toEqual(before);
    expect(
      await t.database.db.select().from(billingEvents).where(eq(billingEvents.eventId, deleted.id)),
    ).toEqual([]);
  });

  test('out of order: a deletion then an older update leaves the subscription cancelled', async () => {
    const rae = await t.signUpAndConfirm(uniqueEmail('rae'));
    const subscription = await subscribe(rae);
    const t0 = nowS();
    await deliverOk(
      fake.event(
        'customer.subscription.deleted',
        { ...subscription, status: 'canceled', ended_at: t0 },
        t0 + 2,
      ),
    );
    await deliverOk(
      fake.event('customer.subscription.updated', { ...subscription, status: 'active' }, t0 + 1),
    );
    expect(await kit.status(rae)).toMatchObject({
      is_active: false,
      payment_status: 'canceled',
      subscription_tier: 'free',
    });
    // Even a later update of an ended subscription cannot revive it.
    await deliverOk(
      fake.event('customer.subscription.updated', { ...subscription, status: 'active' }, t0 + 5),
    );
    expect((await rowOf(rae))?.statusRaw).toBe('canceled');

    // Second checkout: the trial was used, so Stripe is asked for none.
    const url = await kit.checkoutUrl(await kit.checkoutCreate(rae));
    expect(fake.sessions.get(url.split('/').at(-1)!)!.subscription_data).toEqual({
      metadata: { user_id: rae.user.id },
    });
    expect(await kit.status(rae)).toMatchObject({ trial_available: false });
  });

  test('an older update never overwrites a newer one', async () => {
    const sal = await t.signUpAndConfirm(uniqueEmail('sal'));
    const subscription = await subscribe(sal);
    const t0 = nowS();
    const periodStart = t0;
    const renewed = {
      ...subscription,
      status: 'active',
      items: {
        ...subscription.items,
        data: [
          {
            ...subscription.items.data[0]!,
            current_period_start: periodStart,
            current_period_end: periodStart + 30 * 86400,
          },
        ],
      },
    };
    await deliverOk(fake.event('customer.subscription.updated', renewed, t0 + 10));
    await deliverOk(fake.event('customer.subscription.updated', subscription, t0 + 5));
    expect(await kit.status(sal)).toMatchObject({ subscription_tier: 'monthly', is_active: true });
    expect((await rowOf(sal))?.currentPeriodEnd?.getTime()).toBe((periodStart + 30 * 86400) * 1000);
  });

  test('cancel goes to Stripe and is shown at once; a failed payment makes it past due until paid', async () => {
    const tom = await t.signUpAndConfirm(uniqueEmail('tom'));
    const subscription = await subscribe(tom);
    const before = fake.requests.length;
    const res = await kit.cancel(tom);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      cancel_at_period_end: true,
      renewal_date: new Date(subscription.items.data[0]!.current_period_end * 1000).toISOString(),
    });
    expect(fake.requests.slice(before).map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', `/v1/subscriptions/${subscription.id}`, { cancel_at_period_end: 'true' }],
    ]);
    expect(await kit.status(tom)).toMatchObject({ is_active: true, cancel_at_period_end: true });
    await expectErrorBody(await kit.cancel(tom), 409);

    const uma = await t.signUpAndConfirm(uniqueEmail('uma'));
    const paid = await subscribe(uma);
    const invoice = {
      id: 'in_1',
      object: 'invoice',
      customer: paid.customer,
      parent: { type: 'subscription_details', subscription_details: { subscription: paid.id } },
    };
    await deliverOk(fake.event('invoice.payment_failed', invoice, nowS() + 1));
    expect(await kit.status(uma)).toMatchObject({
      is_active: false,
      payment_status: 'past_due',
      subscription_tier: 'monthly',
    });
    await deliverOk(fake.event('customer.subscription.updated', { ...paid, status: 'active' }, nowS() + 2));
    expect(await kit.status(uma)).toMatchObject({ is_active: true, payment_status: 'active' });
  });

  test('events of unknown users or types are acknowledged and ignored; Stripe being down is a readable 500', async () => {
    await deliverOk(
      fake.event('customer.subscription.updated', {
        id: 'sub_unknown',
        object: 'subscription',
        customer: 'cus_unknown',
        status: 'active',
        metadata: {},
        items: { object: 'list', data: [] },
      }),
    );
    await deliverOk(fake.event('charge.succeeded', { id: 'ch_1', object: 'charge' }));
    expect(
      await t.database.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.providerSubscriptionId, 'sub_unknown')),
    ).toEqual([]);

    const val = await t.signUpAndConfirm(uniqueEmail('val'));
    fake.failNextCall(400);
    const res = await kit.checkoutCreate(val);
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({
      code: 'INTERNAL',
      detail: expect.stringMatching(/payment provider could not be reached/),
    });
  });

  test('periods of a trial are what Stripe says', async () => {
    const wes = await t.signUpAndConfirm(uniqueEmail('wes'));
    const subscription = await subscribe(wes);
    const row = await rowOf(wes);
    expect(row?.trialEnd?.getTime()).toBe((subscription.trial_end as number) * 1000);
    expect(row!.currentPeriodEnd!.getTime() - row!.currentPeriodStart!.getTime()).toBe(7 * DAY_MS);
  });
});
