import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import type { TSubscriptionStatus } from '@gatling/shared/api/billing';
import { Toaster } from '@/components/ui/toast';
import { authClient } from '@/lib/auth/auth-client';
import { fakeApi, json, TEST_SESSION } from '@/test/fake-api';
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

type TRoutes = Parameters<typeof fakeApi>[0];

/** Fakes the server (signed in as TEST_SESSION) and syncs the client's token with it. */
export async function signedInServer(routes: TRoutes) {
  const api = fakeApi({ 'GET /api/session': () => json({ session: TEST_SESSION }), ...routes });
  await authClient.getSession();
  return api;
}

/** The body of the n-th call to `path`, parsed. */
export function bodyOf(calls: { path: string; init: RequestInit | undefined }[], path: string, n = 0) {
  const call = calls.filter((c) => c.path === path)[n];
  return call?.init?.body ? (JSON.parse(String(call.init.body)) as unknown) : undefined;
}

/** Replaces the browser's navigation to the payment page. */
export function spyOnCheckoutRedirect() {
  return vi.spyOn(checkoutRedirect, 'assign').mockImplementation(() => {});
}

/** Where the router is, for assertions on navigation. */
export function Where() {
  const location = useLocation();
  return (
    <p data-testid="where">
      {location.pathname}
      {location.state ? ` ${JSON.stringify(location.state)}` : ''}
    </p>
  );
}

/**
 * Renders `element` at `path` with what the app provides around it (query client, router, toasts).
 * Other paths render <Where />.
 */
export function renderInApp(element: ReactNode, path = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const routes: RouteObject[] = [
    { path, element },
    { path: '*', element: <Where /> },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster theme="light" />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}
