import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { toast as sonner } from 'sonner';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { TTwitterProfile } from '@gatling/shared/api/connections';
import { Toaster } from '@/components/ui/toast';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { json } from '@/test/fake-api';

export const PROFILE: TTwitterProfile = {
  profile_image_url: 'https://pbs.example.com/ada.png',
  display_name: 'Ada Lovelace',
  twitter_username: 'ada',
  status: 'connected',
  provider: 'live',
};

export const profileAnswer = (profile: Partial<TTwitterProfile> = {}) =>
  json({ data: { ...PROFILE, ...profile } });

export const noProfile = () => new Response(null, { status: 204 });

/** Sonner replays still-active toasts to a new Toaster: end them between tests. */
export function resetToasts(): void {
  sonner.dismiss();
}

function Where() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

/**
 * Renders `element` at `path` with what the app provides around it: auth, TanStack Query (retries
 * without delay, so the spec's retry count is kept but tests stay fast), a router with stand-ins for
 * the places the screens send the user, and the toaster.
 */
export function renderWithApp(
  element: ReactNode,
  { path = '/', at = path }: { path?: string; at?: string } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <>
            {element}
            <Where />
          </>
        ),
      },
      { path: '/settings', element: <h1>Settings screen</h1> },
      { path: '/auth', element: <h1>Sign-in screen</h1> },
      { path: '/replies', element: <h1>Replies screen</h1> },
      { path: '/current-subscription', element: <h1>Subscription screen</h1> },
    ],
    { initialEntries: [at] },
  );
  const user = userEvent.setup({
    advanceTimers: (ms) => {
      if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
    },
  });
  const view = render(
    <AuthProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster theme="light" />
      </QueryClientProvider>
    </AuthProvider>,
  );
  return { ...view, user, router, queryClient };
}
