import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from '@/lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { allowConsoleError } from '@/test/console-error';
import { fakeApi, json, onboardingStatus, TEST_SESSION, setTestPublicConfig } from '@/test/fake-api';
import { RouteGuard } from './route-guard';

function Where({ name }: { name: string }) {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname;
  return (
    <p>
      {name} at {location.pathname}
      {from ? ` from ${from}` : ''}
    </p>
  );
}

function renderAt(path: string) {
  const guarded = (name: string) => (
    <RouteGuard>
      <Where name={name} />
    </RouteGuard>
  );
  const router = createMemoryRouter(
    [
      { path: '/auth', element: guarded('auth page') },
      { path: '/onboarding', element: guarded('onboarding') },
      { path: '/replies', element: guarded('replies') },
      { path: '/settings', element: guarded('settings') },
      { path: '/subscription/success', element: guarded('payment processing') },
    ],
    { initialEntries: [path] },
  );
  render(
    <AuthProvider>
      <RouterProvider router={router} />
    </AuthProvider>,
  );
  return router;
}

function serve(options: { signedIn: boolean; completed?: boolean; statusFails?: boolean }) {
  return fakeApi({
    'GET /api/session': () => json({ session: options.signedIn ? TEST_SESSION : null }),
    'GET /api/onboarding/status': () =>
      options.statusFails
        ? json({ detail: 'boom', code: 'INTERNAL' }, 500)
        : onboardingStatus(options.completed ?? false),
  });
}

describe('RouteGuard', () => {
  beforeEach(() => setTestPublicConfig());
  afterEach(() => vi.restoreAllMocks());

  it("shows 'Loading...' while the session is being checked", async () => {
    serve({ signedIn: false });
    renderAt('/replies');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('auth page at /auth from /replies')).toBeInTheDocument();
  });

  it('sends a signed-out visitor of a protected page to /auth with the origin carried, replacing history', async () => {
    serve({ signedIn: false });
    const router = renderAt('/settings');
    expect(await screen.findByText('auth page at /auth from /settings')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the auth page to a signed-out visitor', async () => {
    serve({ signedIn: false });
    renderAt('/auth');
    expect(await screen.findByText('auth page at /auth')).toBeInTheDocument();
  });

  it('confines a signed-in user without completed onboarding to /onboarding', async () => {
    const { calls } = serve({ signedIn: true, completed: false });
    renderAt('/replies');
    expect(await screen.findByText('onboarding at /onboarding from /replies')).toBeInTheDocument();
    const statusCall = calls.find((c) => c.path === '/api/onboarding/status');
    expect(new Headers(statusCall?.init?.headers).get('authorization')).toBe('Bearer token-1');
  });

  it('lets a user in onboarding reach the post-payment page of the trial step', async () => {
    serve({ signedIn: true, completed: false });
    renderAt('/subscription/success');
    expect(await screen.findByText('payment processing at /subscription/success')).toBeInTheDocument();
  });

  it('sends a signed-in user on /auth to /onboarding when onboarding is not done', async () => {
    serve({ signedIn: true, completed: false });
    renderAt('/auth');
    expect(await screen.findByText('onboarding at /onboarding from /auth')).toBeInTheDocument();
  });

  it('sends a signed-in user with onboarding done from /auth to /replies', async () => {
    serve({ signedIn: true, completed: true });
    const router = renderAt('/auth');
    expect(await screen.findByText('replies at /replies from /auth')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends a user with onboarding done away from /onboarding to /replies', async () => {
    serve({ signedIn: true, completed: true });
    renderAt('/onboarding');
    expect(await screen.findByText('replies at /replies from /onboarding')).toBeInTheDocument();
  });

  it('lets a user with onboarding done see protected pages', async () => {
    serve({ signedIn: true, completed: true });
    renderAt('/settings');
    expect(await screen.findByText('settings at /settings')).toBeInTheDocument();
  });

  it('treats a failed onboarding status check as not completed, and logs it', async () => {
    allowConsoleError();
    serve({ signedIn: true, statusFails: true });
    renderAt('/settings');
    expect(await screen.findByText('onboarding at /onboarding from /settings')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('Failed to check onboarding status', expect.any(Error));
  });

  it('treats a failed session check as signed out', async () => {
    allowConsoleError();
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('network down'));
    renderAt('/replies');
    expect(await screen.findByText('auth page at /auth from /replies')).toBeInTheDocument();
  });

  it('keeps a signed-in user on /auth during password recovery', async () => {
    serve({ signedIn: true, completed: true });
    renderAt('/auth?type=recovery&token=abc');
    expect(await screen.findByText('auth page at /auth')).toBeInTheDocument();
  });
});
