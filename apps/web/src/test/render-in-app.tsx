import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from '@/lib/router';
import { toast as sonner } from 'sonner';
import { vi } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { AuthProvider } from '@/lib/auth/auth-provider';

/** Where the router is (path, and navigation state when there is one), for assertions on navigation. */
export function Where() {
  const location = useLocation();
  return (
    <p data-testid="where">
      {location.pathname}
      {location.state ? ` ${JSON.stringify(location.state)}` : ''}
    </p>
  );
}

/** Sonner replays still-active toasts to a new Toaster: end them between tests. */
export function resetToasts(): void {
  sonner.dismiss();
}

/** The toast with this title, once it shows. */
export const toastWith = async (title: string) =>
  (await screen.findByText(title, { selector: '[data-title]' })).closest<HTMLElement>('[data-sonner-toast]')!;

type TRetries = {
  /**
   * 'kept' keeps each query's own retry count (docs/product/limits.md#cache-times) without the delay; 'none'
   * turns retries off.
   */
  retries?: 'kept' | 'none';
};

/**
 * Renders `router` with what the app provides around its routes: TanStack Query and the toaster,
 * inside the auth provider when `auth` is set. The user's clicks and typing move fake timers too.
 */
export function renderRouter(
  router: ReturnType<typeof createMemoryRouter>,
  { retries = 'kept', auth = false }: TRetries & { auth?: boolean } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: retries === 'none' ? { retry: false } : { retryDelay: 0 } },
  });
  const user = userEvent.setup({
    advanceTimers: (ms) => {
      if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
    },
  });
  const app = (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster theme="light" />
    </QueryClientProvider>
  );
  const view = render(auth ? <AuthProvider>{app}</AuthProvider> : app);
  return { ...view, user, router, queryClient };
}

/** Renders `element` at `path` (see renderRouter); the router's other paths render <Where />. */
export function renderInApp(element: ReactNode, { path = '/', retries }: TRetries & { path?: string } = {}) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  return renderRouter(router, { retries });
}
