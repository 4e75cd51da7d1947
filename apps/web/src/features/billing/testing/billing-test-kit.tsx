import { renderInApp as renderAt } from '@/test/render-in-app';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { TSubscriptionStatus } from '@gatling/shared/api/billing';
import { checkoutRedirect } from '../api/create-checkout';

/** A subscription status answer; by default an active monthly subscription. */
export function subscriptionStatus(overrides: Partial<TSubscriptionStatus> = {}): TSubscriptionStatus {
  return {
    is_active: true,
    payment_status: 'active',
    subscription_tier: 'monthly',
    subscription_start_date: '2026-01-05T12:00:00.000Z',
    renewal_date: '2026-02-05T12:00:00.000Z',
    cancel_at_period_end: false,
    trial_available: false,
    team_member: false,
    team_access: false,
    ...overrides,
  };
}

export const NOT_SUBSCRIBED = subscriptionStatus({
  is_active: false,
  payment_status: 'none',
  subscription_tier: 'free',
  subscription_start_date: null,
  renewal_date: null,
  trial_available: true,
});

/** The body of the n-th call to `path`, parsed. */
export function bodyOf(calls: { path: string; init: RequestInit | undefined }[], path: string, n = 0) {
  const call = calls.filter((c) => c.path === path)[n];
  return call?.init?.body ? (JSON.parse(String(call.init.body)) as unknown) : undefined;
}

/** Replaces the browser's navigation to the payment page. */
export function spyOnCheckoutRedirect() {
  return vi.spyOn(checkoutRedirect, 'assign').mockImplementation(() => {});
}

/** Renders `element` at / in the app's providers (see @/test/render-in-app). */
export function renderInApp(element: ReactNode, path = '/') {
  return renderAt(element, { path, retries: 'none' });
}

export { resetToasts, Where } from '@/test/render-in-app';

export { signedInServer } from '@/test/signed-in-server';
