import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@/lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppLayout, RootLayout } from '@/app/layouts';
import { LiveQuerySync } from '@/app/live-query-sync';
import { ScreenPage } from '@/app/pages/screen-page';
import { DESKTOP_QUERY } from '@/app/use-desktop';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { LiveEventsProvider } from '@/lib/live/live-events';
import { ThemeProvider } from '@/lib/theme/theme';
import { UndoProvider } from '@/lib/undo/undo-store';
import { fakeApi, json, onboardingStatus, TEST_SESSION, setTestPublicConfig } from '@/test/fake-api';
import { fakeEventStream } from '@/test/fake-event-stream';
import { fakeMatchMedia } from '@/test/match-media';

/**
 * Renders the signed-in shell on /your-style at a phone or a desktop width with the app's live
 * updates; `open` answers each read of GET /conversations/count.
 */
async function renderShell(desktop: boolean, open: () => number) {
  vi.spyOn(window, 'matchMedia').mockImplementation(fakeMatchMedia((q) => desktop && q === DESKTOP_QUERY));
  const stream = fakeEventStream();
  const api = fakeApi({
    'GET /api/session': () => json({ session: TEST_SESSION }),
    'GET /api/onboarding/status': () => onboardingStatus(true),
    'GET /api/scheduled/hand-offs': () => json({ ready: [], next_ready_at: null }),
    'GET /api/conversations/count': () => json({ open: open() }),
    'GET /api/events': stream.route,
  });
  const router = createMemoryRouter(
    [
      {
        element: <RootLayout />,
        children: [
          {
            element: <AppLayout />,
            children: [{ path: '/your-style', element: <ScreenPage title="Your Speaking Style" /> }],
          },
        ],
      },
    ],
    { initialEntries: ['/your-style'] },
  );
  render(
    <ThemeProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AuthProvider>
          <LiveEventsProvider backoffMs={() => 5}>
            <LiveQuerySync />
            <UndoProvider>
              <RouterProvider router={router} />
            </UndoProvider>
          </LiveEventsProvider>
        </AuthProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  await screen.findByRole('heading', { name: 'Your Speaking Style' });
  return { stream, calls: api.calls };
}

const tools = () => screen.getByRole('navigation', { name: 'Tools' });

describe('the count on Notifications', () => {
  beforeEach(() => setTestPublicConfig());
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['on a phone, in the bottom navigation', false],
    ['from 1024 px, in the side navigation', true],
  ])('%s: the conversations waiting, named for screen readers', async (_where, desktop) => {
    await renderShell(desktop, () => 3);
    const link = await within(tools()).findByRole('link', { name: 'Notifications, 3 waiting' });
    expect(link).toHaveAttribute('href', '/notifications');
    expect(within(link).getByTestId('notifications-count')).toHaveTextContent(/^3$/);
    // The other tools carry no count.
    expect(within(tools()).getByRole('link', { name: 'Chat' })).toBeInTheDocument();
    expect(screen.getAllByTestId('notifications-count')).toHaveLength(1);
  });

  it('none waiting: no badge, and the link is just "Notifications"', async () => {
    const { calls } = await renderShell(false, () => 0);
    await vi.waitFor(() => expect(calls.some((c) => c.path === '/api/conversations/count')).toBe(true));
    expect(within(tools()).getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('notifications-count')).not.toBeInTheDocument();
  });

  it('more than nine: "9+", the name saying how many', async () => {
    await renderShell(true, () => 12);
    const link = await within(tools()).findByRole('link', { name: 'Notifications, 12 waiting' });
    expect(within(link).getByTestId('notifications-count')).toHaveTextContent(/^9\+$/);
  });

  it('live: conversations.changed changes the count without a reload', async () => {
    let open = 1;
    const { stream } = await renderShell(false, () => open);
    await within(tools()).findByRole('link', { name: 'Notifications, 1 waiting' });
    await vi.waitFor(() => expect(stream.connections).toHaveLength(1));
    open = 4;
    act(() => stream.send('1', { type: 'conversations.changed', open: 4 }));
    expect(
      await within(tools()).findByRole('link', { name: 'Notifications, 4 waiting' }),
    ).toBeInTheDocument();
    open = 0;
    act(() => stream.send('2', { type: 'conversations.changed', open: 0 }));
    expect(await within(tools()).findByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('notifications-count')).not.toBeInTheDocument();
  });
});
