import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '@/lib/router';
import { beforeEach, expect, vi } from 'vitest';
import { TEXT } from '@gatling/shared/spec';
import type { TSession } from '@gatling/shared/api/session';
import { authClient, type TAuthEvent } from '@/lib/auth/auth-client';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { json, setTestPublicConfig } from '@/test/fake-api';
import { AuthPage } from '../components/auth-page';

export const SESSION: TSession = {
  access_token: 'token-1',
  token_type: 'bearer',
  expires_at: 4_000_000_000,
  user: { id: 'user-1', email: 'ada@example.com', user_metadata: { avatar_url: null } },
};

type THandler = (body: Record<string, unknown>) => Response | Promise<Response>;

/**
 * Fakes the server at the network edge. The session endpoint answers from `server.session`;
 * handlers may change it (a successful sign-in sets the cookie on the real server).
 */
export function mockServer(handlers: Record<string, THandler> = {}) {
  const server = { session: null as TSession | null };
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, 'http://localhost').pathname;
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    calls.push({ path, body });
    const handler = handlers[path];
    if (handler) return handler(body);
    if (path === '/api/session') return json({ session: server.session });
    return json({ detail: `No fake for ${path}`, code: 'NOT_FOUND' }, 404);
  });
  return { server, calls: (path: string) => calls.filter((c) => c.path === path) };
}

export function configure(
  overrides: {
    product_name?: string;
    google_sign_in?: boolean;
    dev_outbox?: boolean;
    phone_sign_in?: boolean;
  } = {},
) {
  setTestPublicConfig({ waitlist_url: 'https://example.org/waitlist', dev_outbox: false, ...overrides });
}

/**
 * Renders /auth as the app does (auth provider, router with the two sign-in destinations) at
 * `url`, which is also the browser address. The client's memory is first synced with the fake
 * server, as the real session check does before the guard shows this page.
 */
export async function renderAuthPage(url = '/auth', { settle = true } = {}) {
  window.history.replaceState(null, '', url);
  await authClient.getSession();
  const user = userEvent.setup();
  const view = render(
    <AuthProvider>
      <RouterProvider
        router={createMemoryRouter(
          [
            { path: '/auth', element: <AuthPage /> },
            { path: '/replies', element: <h1>Replies screen</h1> },
            { path: '/onboarding', element: <h1>Onboarding screen</h1> },
          ],
          { initialEntries: [url] },
        )}
      />
    </AuthProvider>,
  );
  if (settle) await waitFor(() => expect(screen.queryByText(TEXT.settingUpAccount)).not.toBeInTheDocument());
  return { user, ...view };
}

/** Resolves when the auth client next announces `event` (to all its listeners, the page's included). */
export function nextAuthEvent(event: TAuthEvent): Promise<void> {
  return new Promise((resolve) => {
    const off = authClient.onAuthStateChange((e) => {
      if (e !== event) return;
      off();
      resolve();
    });
  });
}

/**
 * The hooks of an auth test file: the default config before each test. The client's memory and the
 * address are put back after each by src/test/setup.ts.
 */
export function setUpAuthTests() {
  beforeEach(() => configure());
}
