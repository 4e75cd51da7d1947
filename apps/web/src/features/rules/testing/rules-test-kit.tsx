import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { toast as sonner } from 'sonner';
import type { TQualificationRule } from '@gatling/shared/api/rules';
import { Toaster } from '@/components/ui/toast';
import { authClient } from '@/lib/auth/auth-client';
import { fakeApi, json, TEST_SESSION } from '@/test/fake-api';

/** A rule as the server answers it. */
export function rule(trigger_prompt: string, semantic_response: string | null = null): TQualificationRule {
  return {
    trigger_prompt,
    semantic_response,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
  };
}

export const rulesAnswer = (rules: TQualificationRule[]) => json({ rules });

/** An error answer of our API. */
export const apiError = (status: number, detail: string, code = 'CONFLICT') => json({ detail, code }, status);

type TRoutes = Parameters<typeof fakeApi>[0];

/** Fakes the server (signed in as TEST_SESSION) and syncs the client's token with it. */
export async function signedInServer(routes: TRoutes) {
  const api = fakeApi({ 'GET /api/session': () => json({ session: TEST_SESSION }), ...routes });
  await authClient.getSession();
  return api;
}

/** The calls to paths starting with `prefix`, with their JSON bodies. */
export function callsTo(
  calls: { method: string; url: URL; init: RequestInit | undefined }[],
  method: string,
) {
  return calls
    .filter((c) => c.method === method && c.url.pathname.startsWith('/api/qualification-rules'))
    .map((c) => ({
      // The path exactly as sent (percent-encoding kept).
      path: c.url.pathname,
      body: c.init?.body ? (JSON.parse(String(c.init.body)) as unknown) : undefined,
    }));
}

/** Answers each call with the next handler; the last one repeats. */
export function sequence(...handlers: (() => Response | Promise<Response>)[]) {
  let i = 0;
  return () => handlers[Math.min(i++, handlers.length - 1)]!();
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** Renders `element` at /reply-rules with a query client, a router (with / as a stand-in) and the toaster. */
export function renderInApp(element: ReactNode, path = '/reply-rules') {
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
