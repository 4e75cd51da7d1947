import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createLogger } from '../../lib/logger';
import { BillingProviderError, WebhookRejectedError, type BillingProvider } from './billing-provider';
import { parseStripeForm, startFakeStripe, type TFakeStripe } from '#test/fakes/stripe-server';
import { createStripeProvider } from './stripe-provider';

const WEBHOOK_SECRET = 'whsec_test_secret_for_signatures';
let fake: TFakeStripe;
let provider: BillingProvider;

beforeAll(async () => {
  fake = await startFakeStripe();
  provider = createStripeProvider({
    secretKey: fake.secretKey,
    webhookSecret: WEBHOOK_SECRET,
    priceId: fake.priceId,
    apiBaseUrl: fake.url,
    logger: createLogger('silent'),
  });
});
afterAll(async () => {
  await fake?.close();
});

const signed = (payload: string, secret = WEBHOOK_SECRET, timestamp?: number) =>
  new Headers({
    'stripe-signature': Stripe.webhooks.generateTestHeaderString({
      payload,
      secret,
      ...(timestamp ? { timestamp } : {}),
    }),
  });
const bytes = (s: string) => new TextEncoder().encode(s);

describe('parseStripeForm', () => {
  test('reads bracketed keys into objects and arrays, as Stripe encodes them', () => {
    expect(
      parseStripeForm(
        'mode=subscription&line_items[0][price]=p&line_items[0][quantity]=1&metadata[user_id]=u%201',
      ),
    ).toEqual({
      mode: 'subscription',
      line_items: [{ price: 'p', quantity: '1' }],
      metadata: { user_id: 'u 1' },
    });
  });
});

describe('stripe provider through the official client', () => {
  test('first checkout creates the customer, then a subscription session with the 7-day trial', async () => {
    const before = fake.requests.length;
    const created = await provider.createCheckout({
      userId: 'user-1',
      email: 'one@example.com',
      successUrl: 'http://localhost:3000/subscription/success?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://localhost:3000/pricing',
      withTrial: true,
      customerId: null,
    });
    const calls = fake.requests.slice(before);
    expect(calls.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/customers',
      'POST /v1/checkout/sessions',
    ]);
    expect(calls[0]!.headers.authorization).toBe(`Bearer ${fake.secretKey}`);
    expect(calls[0]!.body).toEqual({ email: 'one@example.com', metadata: { user_id: 'user-1' } });
    const customerId = [...fake.customers.keys()].at(-1)!;
    expect(calls[1]!.body).toEqual({
      mode: 'subscription',
      customer: customerId,
      client_reference_id: 'user-1',
      line_items: [{ price: fake.priceId, quantity: '1' }],
      success_url: 'http://localhost:3000/subscription/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/pricing',
      metadata: { user_id: 'user-1', with_trial: 'true' },
      subscription_data: { metadata: { user_id: 'user-1' }, trial_period_days: '7' },
    });
    expect(created).toEqual({
      url: `https://checkout.stripe.com/c/pay/${created.sessionId}`,
      sessionId: expect.stringMatching(/^cs_test_/),
      customerId,
    });
  });

  test('a known customer is reused, and no trial is asked for when it is not offered', async () => {
    const customerId = [...fake.customers.keys()].at(-1)!;
    const before = fake.requests.length;
    const created = await provider.createCheckout({
      userId: 'user-1',
      email: 'one@example.com',
      successUrl: 'http://localhost:3000/s',
      cancelUrl: 'http://localhost:3000/c',
      withTrial: false,
      customerId,
    });
    const calls = fake.requests.slice(before);
    expect(calls.map((r) => r.path)).toEqual(['/v1/checkout/sessions']);
    expect(calls[0]!.body.customer).toBe(customerId);
    expect(calls[0]!.body.subscription_data).toEqual({ metadata: { user_id: 'user-1' } });
    expect(created.customerId).toBe(customerId);
  });

  test('cancel sets cancel_at_period_end and answers the new state; retrieve reads the periods from the item', async () => {
    const { session } = await provider
      .createCheckout({
        userId: 'user-2',
        email: 'two@example.com',
        successUrl: 'http://localhost:3000/s',
        cancelUrl: 'http://localhost:3000/c',
        withTrial: true,
        customerId: null,
      })
      .then((c) => fake.completeCheckout(c.sessionId, 1_800_000_000));
    const subscriptionId = session.subscription as string;

    const current = await provider.retrieveSubscription(subscriptionId);
    expect(current).toEqual({
      subscriptionId,
      customerId: session.customer,
      userId: 'user-2',
      status: 'trialing',
      currentPeriodStart: new Date(1_800_000_000_000),
      currentPeriodEnd: new Date((1_800_000_000 + 7 * 86400) * 1000),
      trialStart: new Date(1_800_000_000_000),
      trialEnd: new Date((1_800_000_000 + 7 * 86400) * 1000),
      cancelAtPeriodEnd: false,
      startedAt: new Date(1_800_000_000_000),
      endedAt: null,
    });

    const before = fake.requests.length;
    const cancelled = await provider.cancelAtPeriodEnd(subscriptionId);
    expect(fake.requests.slice(before).map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', `/v1/subscriptions/${subscriptionId}`, { cancel_at_period_end: 'true' }],
    ]);
    expect(cancelled).toMatchObject({ subscriptionId, status: 'trialing', cancelAtPeriodEnd: true });
  });

  test('a refused call becomes a BillingProviderError', async () => {
    fake.failNextCall(400);
    await expect(provider.retrieveSubscription('sub_x')).rejects.toBeInstanceOf(BillingProviderError);
    await expect(provider.cancelAtPeriodEnd('sub_missing')).rejects.toThrow(/No such subscription/);
  });
});

describe('stripe webhooks', () => {
  const subscription = () => ({
    id: 'sub_1',
    object: 'subscription',
    customer: 'cus_1',
    status: 'active',
    metadata: { user_id: 'user-9' },
    cancel_at_period_end: false,
    cancel_at: null,
    start_date: 1_800_000_000,
    ended_at: null,
    trial_start: null,
    trial_end: null,
    items: {
      object: 'list',
      data: [{ id: 'si_1', current_period_start: 1_800_000_000, current_period_end: 1_802_592_000 }],
    },
  });

  test('verified events become normalised ones', () => {
    const cases: [string, Record<string, unknown>, Record<string, unknown>][] = [
      [
        'checkout.session.completed',
        {
          id: 'cs_1',
          object: 'checkout.session',
          client_reference_id: 'user-9',
          customer: 'cus_1',
          subscription: 'sub_1',
        },
        {
          type: 'checkout.completed',
          sessionId: 'cs_1',
          userId: 'user-9',
          customerId: 'cus_1',
          subscriptionId: 'sub_1',
        },
      ],
      [
        'customer.subscription.updated',
        subscription(),
        {
          type: 'subscription.updated',
          subscription: expect.objectContaining({
            subscriptionId: 'sub_1',
            status: 'active',
            userId: 'user-9',
            currentPeriodEnd: new Date(1_802_592_000_000),
          }),
        },
      ],
      [
        'customer.subscription.deleted',
        { ...subscription(), status: 'canceled' },
        { type: 'subscription.deleted' },
      ],
      [
        'invoice.payment_failed',
        {
          id: 'in_1',
          object: 'invoice',
          customer: 'cus_1',
          parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_1' } },
        },
        { type: 'payment.failed', subscriptionId: 'sub_1', customerId: 'cus_1' },
      ],
      ['invoice.paid', { id: 'in_2', object: 'invoice' }, { type: 'ignored', providerType: 'invoice.paid' }],
    ];
    for (const [type, object, expected] of cases) {
      const event = fake.event(type, object, 1_800_000_100);
      const payload = JSON.stringify(event);
      const parsed = provider.parseWebhook(bytes(payload), signed(payload));
      expect(parsed).toMatchObject({ id: event.id, created: new Date(1_800_000_100_000), ...expected });
    }
  });

  test('periods still on the subscription (older API versions) are read too', () => {
    const legacy = {
      ...subscription(),
      items: { object: 'list', data: [{ id: 'si_1' }] },
      current_period_start: 1,
      current_period_end: 2,
    };
    const payload = JSON.stringify(fake.event('customer.subscription.updated', legacy));
    const parsed = provider.parseWebhook(bytes(payload), signed(payload));
    expect(parsed).toMatchObject({
      subscription: { currentPeriodStart: new Date(1000), currentPeriodEnd: new Date(2000) },
    });
  });

  test('a missing, wrong, stale or tampered signature is rejected', () => {
    const payload = JSON.stringify(fake.event('customer.subscription.updated', subscription()));
    const attempts: [Uint8Array, Headers][] = [
      [bytes(payload), new Headers()],
      [bytes(payload), signed(payload, 'whsec_someone_else')],
      [bytes(payload), signed(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600)],
      [bytes(payload.replace('"active"', '"trialing"')), signed(payload)],
      [bytes(payload), new Headers({ 'stripe-signature': 'garbage' })],
    ];
    for (const [body, headers] of attempts) {
      expect(() => provider.parseWebhook(body, headers)).toThrow(WebhookRejectedError);
    }
  });
});
