import { authClient } from '@/lib/auth/auth-client';
import { fakeApi, json, TEST_SESSION } from './fake-api';

type TRoutes = Parameters<typeof fakeApi>[0];

/** Fakes the server signed in as TEST_SESSION and gives the client its token, before rendering. */
export async function signedInServer(routes: TRoutes) {
  const api = fakeApi({ 'GET /api/session': () => json({ session: TEST_SESSION }), ...routes });
  await authClient.getSession();
  return api;
}

/** A response the test releases when it wants (to look at the screen while a call is in flight). */
export function deferred() {
  let release: (res: Response) => void = () => {};
  const promise = new Promise<Response>((resolve) => (release = resolve));
  return { promise, release };
}
