import { randomBytes } from 'node:crypto';
import { addOneMonth } from '../../lib/dates';
import {
  TRIAL_DAYS,
  WebhookRejectedError,
  type BillingProvider,
  type TBillingEvent,
  type TSubscriptionSnapshot,
} from '../../integrations/billing/billing-provider';

const DAY_MS = 24 * 60 * 60 * 1000;
const token = (prefix: string) => `${prefix}_${randomBytes(16).toString('hex')}`;

/** Where the app serves the test-mode checkout page of a session. */
export const TEST_CHECKOUT_PATH = '/billing/test-checkout';

/**
 * The events Stripe would send when a checkout completes: the checkout itself, then the new
 * subscription, trialing for 7 days or active for a month, both periods starting now.
 */
export function testCheckoutEvents(input: {
  sessionId: string;
  userId: string;
  customerId: string | null;
  withTrial: boolean;
  now: Date;
}): TBillingEvent[] {
  const { now } = input;
  const subscriptionId = token('sub_test');
  const periodEnd = input.withTrial ? new Date(now.getTime() + TRIAL_DAYS * DAY_MS) : addOneMonth(now);
  const subscription: TSubscriptionSnapshot = {
    subscriptionId,
    customerId: input.customerId,
    userId: input.userId,
    status: input.withTrial ? 'trialing' : 'active',
    currentPeriodStart: now,
    currentPeriodEnd: periodEnd,
    trialStart: input.withTrial ? now : null,
    trialEnd: input.withTrial ? periodEnd : null,
    cancelAtPeriodEnd: false,
    startedAt: now,
    endedAt: null,
  };
  return [
    {
      id: token('evt_test'),
      created: now,
      type: 'checkout.completed',
      sessionId: input.sessionId,
      userId: input.userId,
      customerId: input.customerId,
      subscriptionId,
    },
    { id: token('evt_test'), created: now, type: 'subscription.updated', subscription },
  ];
}

/**
 * Runs the whole subscription flow with no payment provider: checkout is a page served by this
 * app (clearly labelled as test mode), and completing it feeds the same events a webhook would.
 */
export function createTestModeProvider(options: { publicUrl: string }): BillingProvider {
  return {
    kind: 'test',

    async createCheckout(request) {
      const sessionId = token('cs_test');
      return {
        url: `${options.publicUrl}${TEST_CHECKOUT_PATH}/${sessionId}`,
        sessionId,
        customerId: request.customerId ?? token('cus_test'),
      };
    },

    // Nothing to tell anyone: the module records the scheduled cancellation itself.
    async cancelAtPeriodEnd() {
      return null;
    },

    async retrieveSubscription() {
      return null;
    },

    parseWebhook() {
      throw new WebhookRejectedError(
        'Test mode receives no webhooks: checkouts complete on the test checkout page',
      );
    },
  };
}
