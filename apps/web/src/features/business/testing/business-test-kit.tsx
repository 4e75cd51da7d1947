import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { toast as sonner } from 'sonner';
import type { TBusinessInfo } from '@gatling/shared/api/business';
import { Toaster } from '@/components/ui/toast';
import { authClient } from '@/lib/auth/auth-client';
import { fakeApi, json, TEST_SESSION } from '@/test/fake-api';

export const ACME = {
  competitor_name: 'Acme Replies',
  competitor_website: 'https://acme.example.com',
  competitor_twitter_handle: 'acmereplies',
  competitor_summary: 'Bulk auto-replies',
  competitor_pros: 'Cheap',
  competitor_cons: 'Sounds like a bot',
  counter_positioning: 'Every reply is in your own voice, and you approve it',
} as const;

/** Business info as the server answers it; by default filled in with one competitor. */
export function businessInfo(overrides: Partial<TBusinessInfo> = {}): TBusinessInfo {
  return {
    business_email: 'hello@gatling.example',
    calendar_link: 'https://cal.example.com/ada',
    one_line_summary: 'Replies at scale, in your voice',
    one_paragraph_summary: 'An assistant that drafts replies you approve with a swipe.',
    competitors: [{ ...ACME }],
    updated_at: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export const EMPTY_INFO: TBusinessInfo = {
  business_email: '',
  calendar_link: '',
  one_line_summary: '',
  one_paragraph_summary: '',
  competitors: [],
  updated_at: null,
};

/** An error answer of our API. */
export const apiError = (status: number, detail: string, code = 'VALIDATION_FAILED') =>
  json({ detail, code }, status);

type TRoutes = Parameters<typeof fakeApi>[0];

/** Fakes the server (signed in as TEST_SESSION) and syncs the client's token with it. */
export async function signedInServer(routes: TRoutes) {
  const api = fakeApi({ 'GET /api/session': () => json({ session: TEST_SESSION }), ...routes });
  await authClient.getSession();
  return api;
}

/** The JSON bodies sent with `method` to /api/business/info. */
export function bodiesOf(
  calls: { method: string; path: string; init: RequestInit | undefined }[],
  method: string,
) {
  return calls
    .filter((c) => c.method === method && c.path === '/api/business/info')
    .map((c) => (c.init?.body ? (JSON.parse(String(c.init.body)) as unknown) : undefined));
}

/** Answers each call with the next handler; the last one repeats. */
export function sequence(...handlers: (() => Response | Promise<Response>)[]) {
  let i = 0;
  return () => handlers[Math.min(i++, handlers.length - 1)]!();
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** Renders `element` at /business with a query client, a router (other paths: a stand-in) and the toaster. */
export function renderInApp(element: ReactNode, path = '/business') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster theme="light" />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), router, queryClient };
}

/** Sonner replays still-active toasts to a new Toaster: end them between tests. */
export function resetToasts(): void {
  sonner.dismiss();
}
