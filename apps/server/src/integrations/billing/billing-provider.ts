import type { TDb } from '../../db/client';
/**
 * The payment provider behind one interface: Stripe when its keys are configured, otherwise the
 * test mode served by the app itself. Generic code (modules/billing) never names a vendor; it
 * works on the normalised events below.
 */
export type TBillingProviderKind = 'stripe' | 'test';

export const TRIAL_DAYS = 7;

export type TCheckoutRequest = {
  userId: string;
  email: string;
  successUrl: string;
  cancelUrl: string;
  withTrial: boolean;
  /** The provider customer made for this user by an earlier checkout, reused when known. */
  customerId: string | null;
};

export type TCheckoutCreated = { url: string; sessionId: string; customerId: string | null };

/** A provider subscription, as of some moment. Times are absolute; null when the provider has none. */
export type TSubscriptionSnapshot = {
  subscriptionId: string;
  customerId: string | null;
  /** The user id we attached as metadata, when the provider carries it back. */
  userId: string | null;
  /** The provider's status word, e.g. trialing, active, past_due, canceled. */
  status: string;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  trialStart: Date | null;
  trialEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  startedAt: Date | null;
  endedAt: Date | null;
};

type TEventBase = { id: string; created: Date };

/** What a provider's webhook (or the test checkout) means to us. */
export type TBillingEvent = TEventBase &
  (
    | {
        type: 'checkout.completed';
        sessionId: string;
        userId: string | null;
        customerId: string | null;
        subscriptionId: string | null;
      }
    | { type: 'subscription.updated'; subscription: TSubscriptionSnapshot }
    | { type: 'subscription.deleted'; subscription: TSubscriptionSnapshot }
    | { type: 'payment.failed'; subscriptionId: string | null; customerId: string | null }
    | { type: 'ignored'; providerType: string }
  );

export interface BillingProvider {
  readonly kind: TBillingProviderKind;
  createCheckout(request: TCheckoutRequest): Promise<TCheckoutCreated>;
  /** Schedules the end of the subscription at the end of the paid period; answers its new state. */
  cancelAtPeriodEnd(subscriptionId: string): Promise<TSubscriptionSnapshot | null>;
  /** The subscription's current state at the provider, when the provider can be asked. */
  retrieveSubscription(subscriptionId: string): Promise<TSubscriptionSnapshot | null>;
  /**
   * Verifies and reads a webhook delivery. Throws `WebhookRejectedError` when the signature is
   * missing or wrong (the route answers 400 and changes nothing).
   */
  parseWebhook(rawBody: Uint8Array, headers: Headers): TBillingEvent;
}

/**
 * How a provider that completes checkouts in this process (the test mode's page) hands the product
 * its events, as a webhook would: inside the caller's transaction, with the user's current access.
 */
export type TBillingEventSink = {
  /** Whether the user already has full access (then nothing new starts) and has used the trial. */
  accessOf(tx: TDb, userId: string, now: Date): Promise<{ hasAccess: boolean; trialUsed: boolean } | null>;
  apply(tx: TDb, event: TBillingEvent): Promise<void>;
};

export class WebhookRejectedError extends Error {
  override readonly name = 'WebhookRejectedError';
}

/** The provider could not be reached or refused the call. */
export class BillingProviderError extends Error {
  override readonly name = 'BillingProviderError';
}
