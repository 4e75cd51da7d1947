import Stripe from 'stripe';
import type { TLogger } from '../../lib/logger';
import {
  BillingProviderError,
  TRIAL_DAYS,
  WebhookRejectedError,
  type BillingProvider,
  type TBillingEvent,
  type TSubscriptionSnapshot,
} from './billing-provider';

export type TStripeProviderOptions = {
  secretKey: string;
  webhookSecret: string;
  priceId: string;
  /** Another origin for the API (a local fake in tests); Stripe's own by default. */
  apiBaseUrl?: string | undefined;
  logger: TLogger;
};

const seconds = (n: number | null | undefined): Date | null =>
  typeof n === 'number' ? new Date(n * 1000) : null;
const idOf = (v: string | { id: string } | null | undefined): string | null =>
  typeof v === 'string' ? v : (v?.id ?? null);

/**
 * Periods live on the subscription item since API version 2025-03-31; webhook endpoints pinned to an
 * older version still send them on the subscription itself, so both places are read.
 */
export function snapshotOfStripeSubscription(s: Stripe.Subscription): TSubscriptionSnapshot {
  const legacy = s as unknown as { current_period_start?: number; current_period_end?: number };
  const item = s.items?.data?.[0];
  return {
    subscriptionId: s.id,
    customerId: idOf(s.customer),
    userId: s.metadata?.user_id ?? null,
    status: s.status,
    currentPeriodStart: seconds(item?.current_period_start ?? legacy.current_period_start),
    currentPeriodEnd: seconds(item?.current_period_end ?? legacy.current_period_end),
    trialStart: seconds(s.trial_start),
    trialEnd: seconds(s.trial_end),
    // A scheduled cancellation shows as cancel_at_period_end or, set another way, as cancel_at.
    cancelAtPeriodEnd: Boolean(s.cancel_at_period_end || (s.cancel_at && s.status !== 'canceled')),
    startedAt: seconds(s.start_date),
    endedAt: seconds(s.ended_at),
  };
}

function clientOptions(apiBaseUrl: string | undefined): ConstructorParameters<typeof Stripe>[1] {
  const base = { timeout: 20_000, maxNetworkRetries: 1, appInfo: { name: 'gatling' } };
  if (!apiBaseUrl) return base;
  const url = new URL(apiBaseUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { ...base, host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

export function createStripeProvider(options: TStripeProviderOptions): BillingProvider {
  const stripe = new Stripe(options.secretKey, clientOptions(options.apiBaseUrl));

  const call = async <T>(what: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (err) {
      options.logger.warn({ err, call: what }, 'stripe call failed');
      throw new BillingProviderError(`Stripe ${what} failed: ${(err as Error).message}`, { cause: err });
    }
  };

  const toEvent = (event: Stripe.Event): TBillingEvent => {
    const base = { id: event.id, created: new Date(event.created * 1000) };
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        return {
          ...base,
          type: 'checkout.completed',
          sessionId: session.id,
          userId: session.client_reference_id ?? session.metadata?.user_id ?? null,
          customerId: idOf(session.customer),
          subscriptionId: idOf(session.subscription),
        };
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.paused':
      case 'customer.subscription.resumed':
        return {
          ...base,
          type: 'subscription.updated',
          subscription: snapshotOfStripeSubscription(event.data.object),
        };
      case 'customer.subscription.deleted':
        return {
          ...base,
          type: 'subscription.deleted',
          subscription: snapshotOfStripeSubscription(event.data.object),
        };
      case 'invoice.payment_failed': {
        const invoice = event.data.object;
        const legacy = invoice as unknown as { subscription?: string | { id: string } | null };
        return {
          ...base,
          type: 'payment.failed',
          subscriptionId: idOf(invoice.parent?.subscription_details?.subscription ?? legacy.subscription),
          customerId: idOf(invoice.customer),
        };
      }
      default:
        return { ...base, type: 'ignored', providerType: event.type };
    }
  };

  return {
    kind: 'stripe',

    async createCheckout(request) {
      const customerId =
        request.customerId ??
        (
          await call('customers.create', () =>
            stripe.customers.create({ email: request.email, metadata: { user_id: request.userId } }),
          )
        ).id;
      const session = await call('checkout.sessions.create', () =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          customer: customerId,
          client_reference_id: request.userId,
          line_items: [{ price: options.priceId, quantity: 1 }],
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          metadata: { user_id: request.userId, with_trial: String(request.withTrial) },
          subscription_data: {
            metadata: { user_id: request.userId },
            ...(request.withTrial ? { trial_period_days: TRIAL_DAYS } : {}),
          },
        }),
      );
      if (!session.url) throw new BillingProviderError('Stripe answered a checkout session without a url');
      return { url: session.url, sessionId: session.id, customerId };
    },

    async cancelAtPeriodEnd(subscriptionId) {
      const updated = await call('subscriptions.update', () =>
        stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }),
      );
      return snapshotOfStripeSubscription(updated);
    },

    async retrieveSubscription(subscriptionId) {
      return snapshotOfStripeSubscription(
        await call('subscriptions.retrieve', () => stripe.subscriptions.retrieve(subscriptionId)),
      );
    },

    parseWebhook(rawBody, headers) {
      const signature = headers.get('stripe-signature');
      if (!signature) throw new WebhookRejectedError('Missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch (err) {
        throw new WebhookRejectedError('Invalid webhook signature', { cause: err });
      }
      return toEvent(event);
    },
  };
}
