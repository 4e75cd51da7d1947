import type { TPaymentStatus, TSubscriptionStatus } from '@gatling/shared/api/billing';
import type { subscriptions } from '../../db/schema/billing';
import { addOneMonth } from '../../lib/dates';

export type TSubscriptionRow = typeof subscriptions.$inferSelect;
type TStoredPaymentStatus = Exclude<TPaymentStatus, 'none'>;

/** Provider statuses after which the subscription can never come back (Stripe's are final). */
export const ENDED_STATUSES = new Set(['canceled', 'incomplete_expired']);

/**
 * The provider's status word → ours. A trial counts as 'active' (full access); unpaid is a later
 * stage of past_due; paused (a trial that ended without a payment method) needs a payment like
 * incomplete does. An unknown word grants nothing.
 */
export function normaliseStatus(raw: string): {
  paymentStatus: TStoredPaymentStatus;
  tier: 'trial' | 'monthly';
} {
  const tier = raw === 'trialing' ? 'trial' : 'monthly';
  switch (raw) {
    case 'trialing':
    case 'active':
      return { paymentStatus: 'active', tier };
    case 'past_due':
    case 'unpaid':
      return { paymentStatus: 'past_due', tier };
    case 'canceled':
    case 'incomplete_expired':
      return { paymentStatus: 'canceled', tier };
    default:
      return { paymentStatus: 'incomplete', tier };
  }
}

/** How far along a subscription's life a status is; breaks ties between events of the same second. */
export function statusRank(raw: string): number {
  if (ENDED_STATUSES.has(raw)) return 3;
  if (raw === 'incomplete' || raw === 'paused') return 0;
  if (raw === 'trialing') return 1;
  return 2;
}

/** A subscription that is running (paid, trialing or being retried), as the provider last said. */
export const isLiveStatus = (raw: string) => ['trialing', 'active', 'past_due', 'unpaid'].includes(raw);

/**
 * The row as of `now`. The provider's word is trusted, with one local rule: a cancellation scheduled
 * for the period end has taken effect once that end has passed, even before the provider says so
 * (the test mode never does).
 */
export function effectivePaymentStatus(row: TSubscriptionRow, now: Date): TStoredPaymentStatus {
  const ended = row.cancelAtPeriodEnd && row.currentPeriodEnd !== null && row.currentPeriodEnd <= now;
  if (row.paymentStatus !== 'canceled' && row.paymentStatus !== 'incomplete' && ended) return 'canceled';
  return row.paymentStatus;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The billing period containing `now`. Stripe renews its subscriptions and says so; the test mode
 * has nobody to do that, so a running test subscription renews here, month after month, as a
 * Stripe one would (a trial that ended becomes the paid plan).
 */
export function currentPeriod(row: TSubscriptionRow, now: Date): { start: Date | null; end: Date | null } {
  let start = row.currentPeriodStart;
  let end = row.currentPeriodEnd;
  if (row.provider === 'test' && row.paymentStatus === 'active' && !row.cancelAtPeriodEnd && end) {
    while (end <= now) {
      start = end;
      end = addOneMonth(end);
    }
  }
  return { start, end };
}

/**
 * The status of a subscription row (docs/product/data.md#subscription); `is_active` exactly when the payment
 * status is 'active'.
 */
export function describeSubscription(
  row: TSubscriptionRow,
  now: Date,
): Pick<
  TSubscriptionStatus,
  | 'is_active'
  | 'payment_status'
  | 'subscription_tier'
  | 'subscription_start_date'
  | 'renewal_date'
  | 'cancel_at_period_end'
> {
  const paymentStatus = effectivePaymentStatus(row, now);
  const running = paymentStatus === 'active' || paymentStatus === 'past_due';
  const inTrial = row.statusRaw === 'trialing' && (row.trialEnd === null || row.trialEnd > now);
  return {
    is_active: paymentStatus === 'active',
    payment_status: paymentStatus,
    subscription_tier: !running ? 'free' : inTrial ? 'trial' : 'monthly',
    subscription_start_date: iso(row.startedAt),
    renewal_date: running ? iso(currentPeriod(row, now).end) : null,
    cancel_at_period_end: running && row.cancelAtPeriodEnd,
  };
}
