import type { TSubscriptionStatus } from '@gatling/shared/api/billing';
import { TEXT } from '@gatling/shared/spec';

/**
 * docs/product/states.md#subscription: active only if is_active is true and payment_status is 'active' (a
 * trial counts).
 */
export function isSubscriptionActive(status: TSubscriptionStatus): boolean {
  return status.is_active && status.payment_status === 'active';
}

/**
 * Active and not already set to end: the only state in which cancelling makes sense. Team access
 * (the team member skip) is not a subscription, so there is nothing to cancel.
 */
export function canCancel(status: TSubscriptionStatus): boolean {
  return isSubscriptionActive(status) && !status.cancel_at_period_end && !status.team_access;
}

/** A date in the browser's locale, or 'N/A' when missing or unreadable. */
export function formatSubscriptionDate(iso: string | null): string {
  if (!iso) return TEXT.subscription.notAvailable;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return TEXT.subscription.notAvailable;
  return date.toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
}

export type TStatusTone = 'active' | 'ending' | 'problem' | 'inactive';

export function describeStatus(status: TSubscriptionStatus): { label: string; tone: TStatusTone } {
  if (isSubscriptionActive(status)) {
    if (status.cancel_at_period_end)
      return { label: `Cancels on ${formatSubscriptionDate(status.renewal_date)}`, tone: 'ending' };
    return { label: status.subscription_tier === 'trial' ? 'Free trial' : 'Active', tone: 'active' };
  }
  switch (status.payment_status) {
    case 'past_due':
      return { label: 'Past due', tone: 'problem' };
    case 'incomplete':
      return { label: 'Incomplete', tone: 'problem' };
    case 'canceled':
      return { label: 'Cancelled', tone: 'inactive' };
    default:
      return { label: 'Inactive', tone: 'inactive' };
  }
}

const PLAN_LABELS: Record<TSubscriptionStatus['subscription_tier'], string> = {
  free: 'Free',
  // The trial is of the monthly plan; the status says it is a trial.
  trial: 'Monthly',
  monthly: 'Monthly',
};

export function planLabel(status: TSubscriptionStatus): string {
  return status.team_access ? 'Team access' : PLAN_LABELS[status.subscription_tier];
}
