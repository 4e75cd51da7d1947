import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '@/lib/router';
import { spyOnCheckoutRedirect } from '@/features/billing/testing/billing-test-kit';
import { apiFetch } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { useAuth } from '@/lib/auth/auth-state';
import { fakeApi, json, TEST_SESSION, setTestPublicConfig } from '@/test/fake-api';
import { PaywallHost } from './paywall-host';

/** Some screen whose call answers 402. */
function SendReply() {
  const { isAuthenticated } = useAuth();
  const [outcome, setOutcome] = useState('');
  if (!isAuthenticated) return null;
  const send = () =>
    apiFetch('/feedback/approve', { method: 'POST', body: {} }).catch((err: unknown) =>
      setOutcome(err instanceof ApiError ? `failed with ${err.status}` : 'failed'),
    );
  return (
    <>
      <button onClick={() => void send()}>Send reply</button>
      <p>{outcome}</p>
    </>
  );
}

function renderApp() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthProvider>
        <MemoryRouter>
          <SendReply />
          <PaywallHost />
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
}

describe('PaywallHost', () => {
  beforeEach(() => setTestPublicConfig());
  afterEach(() => vi.restoreAllMocks());

  it('opens the paywall on a 402 answer, whose call still fails, and Upgrade starts checkout', async () => {
    const user = userEvent.setup();
    const redirect = spyOnCheckoutRedirect();
    const { calls } = fakeApi({
      'GET /api/session': () => json({ session: TEST_SESSION }),
      'POST /api/feedback/approve': () =>
        json({ detail: 'Daily interaction limit exceeded', code: 'PAYMENT_REQUIRED' }, 402),
      'POST /api/create_checkout': () => json({ url: '/billing/test-checkout/cs_2' }),
    });
    renderApp();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Send reply' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Upgrade to keep replying' }));
    expect(screen.getByText('failed with 402')).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Upgrade' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/billing/test-checkout/cs_2'));
    expect(calls.filter((c) => c.path === '/api/create_checkout')).toHaveLength(1);
  });

  it('stays closed on other failures', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/session': () => json({ session: TEST_SESSION }),
      'POST /api/feedback/approve': () => json({ detail: 'Nope', code: 'FORBIDDEN' }, 403),
    });
    renderApp();
    await user.click(await screen.findByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('failed with 403')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
