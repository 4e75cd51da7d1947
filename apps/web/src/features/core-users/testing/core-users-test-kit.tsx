import { renderInApp as renderAt } from '@/test/render-in-app';
import type { ReactNode } from 'react';
import type { TCoreUser, TSuggestedAccount } from '@gatling/shared/api/core-users';
import { signedInServer as signedInAs } from '@/test/signed-in-server';
import { json, TEST_SESSION } from '@/test/fake-api';

let seq = 0;

/** A core user as the server answers it. */
export function coreUser(username: string, overrides: Partial<TCoreUser> = {}): TCoreUser {
  seq += 1;
  return {
    id: `cu-${username}-${seq}`,
    user_id: TEST_SESSION.user.id,
    username,
    display_name: username.charAt(0).toUpperCase() + username.slice(1),
    avatar_url: `https://avatars.example.com/${username}.png`,
    platform: 'twitter',
    created_at: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export const coreUsersAnswer = (users: TCoreUser[]) => json({ core_users: users });

/** An error answer of our API. */
export const apiError = (status: number, detail: string, code = 'CONFLICT') => json({ detail, code }, status);

/** An answer that is not one of our API's error bodies (e.g. a proxy's page). */
export const bareError = (status: number) => new Response('<html>Bad gateway</html>', { status });

/** The JSON body of the n-th call to `path`. */
export function bodyOf(calls: { path: string; init: RequestInit | undefined }[], path: string, n = 0) {
  const call = calls.filter((c) => c.path === path)[n];
  return call?.init?.body ? (JSON.parse(String(call.init.body)) as unknown) : undefined;
}

export const countOf = (calls: { method: string; path: string }[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path).length;

/** A response the test releases when it wants, to look at the pending state. */
export function deferred() {
  let release: (res: Response) => void = () => {};
  const promise = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { handler: () => promise, release };
}

/** Renders `element` at /communities in the app's providers (see @/test/render-in-app). */
export function renderInApp(element: ReactNode, path = '/communities') {
  return renderAt(element, { path, retries: 'kept' });
}

export { sequence } from '@/test/fake-api';

export { Where } from '@/test/render-in-app';

/** The simulated network's accounts as GET /core-users/suggestions answers them. */
export function suggestedAccount(username: string, display_name: string): TSuggestedAccount {
  return { username, display_name, avatar_url: `data:image/svg+xml,${encodeURIComponent(username)}` };
}

/**
 * The server signed in as TEST_SESSION (see @/test/signed-in-server); typing a username asks for
 * suggestions of the simulated network, which find nothing unless a test says otherwise.
 */
export function signedInServer(routes: Parameters<typeof signedInAs>[0]) {
  return signedInAs({
    'GET /api/core-users/suggestions': () => json({ available: true, accounts: [] }),
    ...routes,
  });
}
