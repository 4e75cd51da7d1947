import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '@/lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { DecisionOutbox } from '@/features/replies/components/decision-outbox';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { ThemeProvider } from '@/lib/theme/theme';
import { UndoProvider } from '@/lib/undo/undo-store';
import { fakeApi, json, onboardingStatus, TEST_SESSION, setTestPublicConfig } from '@/test/fake-api';
import { AppLayout, FocusedLayout, RootLayout } from './layouts';
import { YourFeedPage } from './pages/placeholder-pages';
import { NotificationsRoute } from './pages/replies-route';
import { ScreenPage } from './pages/screen-page';

function renderApp(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <RootLayout />,
        children: [
          { path: '/', element: <p>landing</p> },
          { path: '/auth', element: <p>auth page</p> },
          {
            element: <FocusedLayout />,
            children: [{ path: '/onboarding', element: <ScreenPage title="Onboarding" /> }],
          },
          {
            element: <AppLayout />,
            children: [
              { path: '/replies', element: <ScreenPage title="Your Replies" /> },
              { path: '/your-style', element: <ScreenPage title="Your Speaking Style" /> },
              { path: '/your-feed', element: <YourFeedPage /> },
              { path: '/notifications', element: <NotificationsRoute /> },
            ],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  // The navigation's count of replies to finish on X is a query (unanswered here: no count shows).
  render(
    <ThemeProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AuthProvider>
          <UndoProvider>
            <DecisionOutbox>
              <RouterProvider router={router} />
              <Toaster theme="light" />
            </DecisionOutbox>
          </UndoProvider>
        </AuthProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return router;
}

describe('app shell', () => {
  beforeEach(() => setTestPublicConfig());
  afterEach(() => vi.restoreAllMocks());

  it('shows the main tabs, the settings link and the six-item bottom navigation with the current item highlighted', async () => {
    fakeApi({
      'GET /api/session': () => json({ session: TEST_SESSION }),
      'GET /api/onboarding/status': () => onboardingStatus(true),
    });
    renderApp('/your-style');
    expect(await screen.findByRole('heading', { name: 'Your Speaking Style' })).toBeInTheDocument();
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(main)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Your Replies', 'Your Feed', 'Scheduled']);
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    const tools = screen.getByRole('navigation', { name: 'Tools' });
    const items = within(tools).getAllByRole('link');
    expect(items.map((l) => l.getAttribute('aria-label'))).toEqual([
      'Your Style',
      'Reply Rules',
      'Business',
      'Target Audience',
      'Notifications',
      'Chat',
      'Analytics',
    ]);
    expect(within(tools).getByRole('link', { name: 'Your Style' })).toHaveAttribute('aria-current', 'page');
    expect(within(tools).getByRole('link', { name: 'Chat' })).not.toHaveAttribute('aria-current');
  });

  it('hides the bottom navigation on /onboarding', async () => {
    fakeApi({
      'GET /api/session': () => json({ session: TEST_SESSION }),
      'GET /api/onboarding/status': () => onboardingStatus(false),
    });
    renderApp('/onboarding');
    expect(await screen.findByRole('heading', { name: 'Onboarding' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Tools' })).not.toBeInTheDocument();
  });

  it('hides the bottom navigation on the landing page even when signed in', async () => {
    fakeApi({ 'GET /api/session': () => json({ session: TEST_SESSION }) });
    renderApp('/');
    expect(await screen.findByText('landing')).toBeInTheDocument();
    // The session is known once the loading bar goes: the navigation would show from then on.
    await waitFor(() =>
      expect(screen.queryByRole('progressbar', { name: 'Loading' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('navigation', { name: 'Tools' })).not.toBeInTheDocument();
  });

  it("shows 'Feature Coming soon...' on /your-feed and the empty inbox on /notifications", async () => {
    fakeApi({
      'GET /api/session': () => json({ session: TEST_SESSION }),
      'GET /api/onboarding/status': () => onboardingStatus(true),
      'GET /api/conversations': () => json({ items: [] }),
    });
    const router = renderApp('/your-feed');
    expect(await screen.findByText('Feature Coming soon...')).toBeInTheDocument();
    await router.navigate('/notifications');
    expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });

  it('logs out after confirmation, lands on /auth and says so', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({
      'GET /api/session': () => json({ session: TEST_SESSION }),
      'GET /api/onboarding/status': () => onboardingStatus(true),
      'POST /api/identity/sign-out': () => json({ success: true }),
    });
    const router = renderApp('/replies');
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    expect(await screen.findByTestId('account-username')).toHaveTextContent('ada');
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(calls.some((c) => c.path === '/api/identity/sign-out')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(screen.getByText('You have been logged out of your account')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('Escape from the log-out question gives the focus back to the account button', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/session': () => json({ session: TEST_SESSION }),
      'GET /api/onboarding/status': () => onboardingStatus(true),
    });
    renderApp('/replies');
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Account menu'));
  });

  it('keeps the user signed in and says so when logging out fails', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/session': () => json({ session: TEST_SESSION }),
      'GET /api/onboarding/status': () => onboardingStatus(true),
      'POST /api/identity/sign-out': () => json({ detail: 'down', code: 'INTERNAL' }, 500),
    });
    const { allowConsoleError } = await import('@/test/console-error');
    allowConsoleError();
    const router = renderApp('/replies');
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('Error logging out')).toBeInTheDocument();
    expect(screen.getByText('Please try again')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/replies');
  });
});
