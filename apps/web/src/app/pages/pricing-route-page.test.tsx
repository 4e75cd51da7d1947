import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '@/lib/router';
import {
  NOT_SUBSCRIBED,
  spyOnCheckoutRedirect,
  subscriptionStatus,
} from '@/features/billing/testing/billing-test-kit';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { fakeApi, json, TEST_SESSION, setTestPublicConfig } from '@/test/fake-api';
import { PricingRoutePage } from './pricing-route-page';

function renderPricing() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthProvider>
        <MemoryRouter initialEntries={['/pricing']}>
          <PricingRoutePage />
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
}

describe('/pricing call to action', () => {
  beforeEach(() => setTestPublicConfig());
  afterEach(() => vi.restoreAllMocks());

  it('leads a signed-out visitor to sign-in', async () => {
    fakeApi({ 'GET /api/session': () => json({ session: null }) });
    renderPricing();
    expect(await screen.findByRole('link', { name: 'Start free trial' })).toHaveAttribute(
      'href',
      '/auth?view=sign_up',
    );
  });

  it('starts checkout for a signed-in visitor, busy until the browser leaves', async () => {
    const user = userEvent.setup();
    const redirect = spyOnCheckoutRedirect();
    fakeApi({
      'GET /api/session': () => json({ session: TEST_SESSION }),
      'GET /api/subscription/status': () => json(NOT_SUBSCRIBED),
      'POST /api/create_checkout': () => json({ url: '/billing/test-checkout/cs_3' }),
    });
    renderPricing();
    const start = await screen.findByRole('button', { name: 'Start free trial' });
    expect(screen.queryByRole('link', { name: 'Start free trial' })).not.toBeInTheDocument();
    await user.click(start);
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/billing/test-checkout/cs_3'));
    expect(start).toBeDisabled();
  });

  it('leads a subscriber to their subscription instead of a second checkout', async () => {
    const { calls } = fakeApi({
      'GET /api/session': () => json({ session: TEST_SESSION }),
      'GET /api/subscription/status': () => json(subscriptionStatus()),
    });
    renderPricing();
    expect(await screen.findByRole('link', { name: 'Manage your subscription' })).toHaveAttribute(
      'href',
      '/current-subscription',
    );
    expect(screen.queryByRole('button', { name: 'Start free trial' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/create_checkout')).toBe(false);
  });

  it('without subscriptions (BILLING=off) leads a signed-in user on to the app, asking nothing about billing', async () => {
    setTestPublicConfig({ billing_off: true, billing_test_mode: false });
    const { calls } = fakeApi({ 'GET /api/session': () => json({ session: TEST_SESSION }) });
    renderPricing();
    expect(await screen.findByRole('link', { name: 'Continue to the app' })).toHaveAttribute(
      'href',
      '/replies',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Every feature is included' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start free trial' })).not.toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['/api/session']);
  });
});
