import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { toast as sonner } from 'sonner';
import type { TStyleAnswer, TStyleFeatures } from '@gatling/shared/api/style';
import { Toaster } from '@/components/ui/toast';
import { authClient } from '@/lib/auth/auth-client';
import { fakeApi, json, TEST_SESSION } from '@/test/fake-api';

export const FEATURES: TStyleFeatures = {
  samples: 48,
  length: { mean: 131, median: 118, p10: 42, p90: 236 },
  words_per_post: 21.4,
  casing: { lowercase_start: 0.71, all_lowercase: 0.62, shouting_words: 0.004 },
  punctuation: { question: 0.27, exclamation: 0.02, ellipsis: 0.08, em_dash: 0.12, ends_with_period: 0.1 },
  emoji: { posts_with_emoji: 0.19, top: ['🚀', '😅'] },
  hashtags: { posts_with_hashtag: 0 },
  links: { posts_with_link: 0.1 },
  vocabulary: { type_token_ratio: 0.54, signature_words: ['shipping', 'indie', 'tbh'], avg_word_length: 4.4 },
};

/** A style answer; by default the style learned from the user's posts. */
export function styleAnswer(overrides: Partial<TStyleAnswer> = {}): TStyleAnswer {
  return {
    style_prompt: 'Casual, lowercase, short. Asks questions back.',
    source: 'analyzed',
    features: FEATURES,
    examples_learned: 3,
    updated_at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    ...overrides,
  };
}

export const EMPTY_STYLE: TStyleAnswer = {
  style_prompt: null,
  source: null,
  features: null,
  examples_learned: 0,
  updated_at: null,
};

type TRoutes = Parameters<typeof fakeApi>[0];

/** Fakes the server (signed in as TEST_SESSION) and gives the client its token. */
export async function signedInServer(routes: TRoutes) {
  const api = fakeApi({ 'GET /api/session': () => json({ session: TEST_SESSION }), ...routes });
  await authClient.getSession();
  return api;
}

/** Calls of `method path` the fake server has answered. */
export const callsTo = (api: Awaited<ReturnType<typeof signedInServer>>, method: string, path: string) =>
  api.calls.filter((c) => c.method === method && c.path === path);

export const bodyOf = (call: { init: RequestInit | undefined } | undefined) =>
  call?.init?.body ? (JSON.parse(String(call.init.body)) as unknown) : undefined;

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** Sonner replays still-active toasts to a new Toaster: end them between tests. */
export function resetToasts(): void {
  sonner.dismiss();
}

/**
 * Renders `element` at `path` with what the app gives it: TanStack Query (retries without delay,
 * so the spec's retry counts hold but tests stay fast), a router whose other paths say where they
 * are, and the toaster.
 */
export function renderInApp(element: ReactNode, path = '/your-style') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster theme="light" />
    </QueryClientProvider>,
  );
  return { ...view, user: userEvent.setup(), router, queryClient };
}
