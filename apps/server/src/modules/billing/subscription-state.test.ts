import { describe, expect, test } from 'vitest';
import type { TSubscriptionSnapshot } from '../../integrations/billing/billing-provider';
import { supersedes } from './apply-subscription-snapshot';
import {
  currentPeriod,
  describeSubscription,
  normaliseStatus,
  type TSubscriptionRow,
} from './subscription-state';

const T = (s: number) => new Date(Date.UTC(2030, 0, 1) + s * 1000);

function row(overrides: Partial<TSubscriptionRow> = {}): TSubscriptionRow {
  return {
    id: 'r1',
    userId: 'u1',
    provider: 'stripe',
    providerSubscriptionId: 'sub_1',
    providerCustomerId: 'cus_1',
    statusRaw: 'active',
    paymentStatus: 'active',
    tier: 'monthly',
    currentPeriodStart: T(0),
    currentPeriodEnd: T(30 * 86400),
    trialEnd: null,
    cancelAtPeriodEnd: false,
    startedAt: T(0),
    endedAt: null,
    stateAsOf: T(100),
    createdAt: T(0),
    updatedAt: T(100),
    ...overrides,
  };
}
function snap(overrides: Partial<TSubscriptionSnapshot> = {}): TSubscriptionSnapshot {
  return {
    subscriptionId: 'sub_1',
    customerId: 'cus_1',
    userId: 'u1',
    status: 'active',
    currentPeriodStart: T(0),
    currentPeriodEnd: T(30 * 86400),
    trialStart: null,
    trialEnd: null,
    cancelAtPeriodEnd: false,
    startedAt: T(0),
    endedAt: null,
    ...overrides,
  };
}

describe('normaliseStatus', () => {
  test.each([
    ['trialing', 'active', 'trial'],
    ['active', 'active', 'monthly'],
    ['past_due', 'past_due', 'monthly'],
    ['unpaid', 'past_due', 'monthly'],
    ['canceled', 'canceled', 'monthly'],
    ['incomplete_expired', 'canceled', 'monthly'],
    ['incomplete', 'incomplete', 'monthly'],
    ['paused', 'incomplete', 'monthly'],
    ['something_new', 'incomplete', 'monthly'],
  ])('%s → %s', (raw, paymentStatus, tier) => {
    expect(normaliseStatus(raw)).toEqual({ paymentStatus, tier });
  });
});

describe('describeSubscription', () => {
  test('a trial is active with tier trial until it ends; a scheduled cancellation ends access at the period end', () => {
    const trial = row({
      statusRaw: 'trialing',
      tier: 'trial',
      trialEnd: T(7 * 86400),
      currentPeriodEnd: T(7 * 86400),
    });
    expect(describeSubscription(trial, T(3600))).toMatchObject({
      is_active: true,
      payment_status: 'active',
      subscription_tier: 'trial',
    });
    const cancelled = { ...trial, cancelAtPeriodEnd: true };
    expect(describeSubscription(cancelled, T(3600))).toMatchObject({
      is_active: true,
      cancel_at_period_end: true,
    });
    expect(describeSubscription(cancelled, T(7 * 86400))).toEqual({
      is_active: false,
      payment_status: 'canceled',
      subscription_tier: 'free',
      subscription_start_date: T(0).toISOString(),
      renewal_date: null,
      cancel_at_period_end: false,
    });
  });

  test('past due is not active but keeps its plan and renewal date', () => {
    expect(
      describeSubscription(row({ statusRaw: 'past_due', paymentStatus: 'past_due' }), T(10)),
    ).toMatchObject({
      is_active: false,
      payment_status: 'past_due',
      subscription_tier: 'monthly',
      renewal_date: T(30 * 86400).toISOString(),
    });
  });
});

describe('currentPeriod', () => {
  test('a running test-mode subscription renews month by month; Stripe ones and cancelled ones do not', () => {
    const trial = row({
      provider: 'test',
      statusRaw: 'trialing',
      tier: 'trial',
      trialEnd: T(7 * 86400),
      currentPeriodEnd: T(7 * 86400),
    });
    const jan8 = T(7 * 86400);
    const feb8 = new Date(Date.UTC(2030, 1, 8));
    const mar8 = new Date(Date.UTC(2030, 2, 8));
    expect(currentPeriod(trial, T(3600))).toEqual({ start: T(0), end: jan8 });
    expect(currentPeriod(trial, new Date(Date.UTC(2030, 1, 20)))).toEqual({ start: feb8, end: mar8 });
    expect(describeSubscription(trial, new Date(Date.UTC(2030, 1, 20)))).toMatchObject({
      is_active: true,
      subscription_tier: 'monthly',
      renewal_date: mar8.toISOString(),
    });
    expect(currentPeriod({ ...trial, provider: 'stripe' }, new Date(Date.UTC(2030, 1, 20))).end).toEqual(
      jan8,
    );
    expect(currentPeriod({ ...trial, cancelAtPeriodEnd: true }, new Date(Date.UTC(2030, 1, 20))).end).toEqual(
      jan8,
    );
  });
});

describe('supersedes (out-of-order deliveries)', () => {
  test('same subscription: newer applies, older does not, ended stays ended', () => {
    expect(supersedes(row(), 'stripe', snap({ status: 'past_due' }), T(101))).toBe(true);
    expect(supersedes(row(), 'stripe', snap({ status: 'past_due' }), T(99))).toBe(false);
    expect(
      supersedes(row({ statusRaw: 'canceled', paymentStatus: 'canceled' }), 'stripe', snap(), T(500)),
    ).toBe(false);
  });

  test('same subscription: an earlier period never wins, and within one second the further state wins', () => {
    const renewed = row({ currentPeriodStart: T(30 * 86400), currentPeriodEnd: T(60 * 86400) });
    expect(supersedes(renewed, 'stripe', snap(), T(200))).toBe(false);
    const trialing = row({ statusRaw: 'trialing' });
    expect(supersedes(trialing, 'stripe', snap({ status: 'incomplete' }), T(100))).toBe(false);
    expect(supersedes(trialing, 'stripe', snap({ status: 'active' }), T(100))).toBe(true);
  });

  test('another subscription of the user: a running one beats an ended one, else the newer', () => {
    const ended = row({ statusRaw: 'canceled', paymentStatus: 'canceled' });
    expect(supersedes(ended, 'stripe', snap({ subscriptionId: 'sub_2' }), T(50))).toBe(true);
    expect(supersedes(row(), 'stripe', snap({ subscriptionId: 'sub_0', status: 'canceled' }), T(500))).toBe(
      false,
    );
    expect(supersedes(row(), 'stripe', snap({ subscriptionId: 'sub_2' }), T(99))).toBe(false);
    expect(supersedes(row(), 'test', snap({ subscriptionId: 'sub_2' }), T(101))).toBe(true);
  });
});
