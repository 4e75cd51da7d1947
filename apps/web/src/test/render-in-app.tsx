import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { toast as sonner } from 'sonner';
import { vi } from 'vitest';
import { Toaster } from '@/components/ui/toast';

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

/**
 * Renders `element` at `path` with what the app provides around it: TanStack Query, a router whose
 * other paths render <Where />, and the toaster. `retries: 'kept'` keeps each query's own retry
 * count (the spec's) without the delay; `'none'` turns retries off.
 */
export function renderInApp(
  element: ReactNode,
  { path = '/', retries = 'kept' }: { path?: string; retries?: 'kept' | 'none' } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: retries === 'none' ? { retry: false } : { retryDelay: 0 } },
  });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup({
    advanceTimers: (ms) => {
      if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
    },
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster theme="light" />
    </QueryClientProvider>,
  );
  return { ...view, user, router, queryClient };
}
