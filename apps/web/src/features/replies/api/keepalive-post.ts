import { authClient } from '@/lib/auth/auth-client';

/**
 * A POST that outlives the page (fetch keepalive): used when the page is being hidden or closed
 * with feedback still waiting, where an ordinary request would be cancelled. Nobody is left to read
 * the answer, so it is not awaited.
 */
export function postKeepalive(path: string, body: unknown): void {
  const token = authClient.accessToken();
  if (!token) return;
  void fetch(`/api${path}`, {
    method: 'POST',
    keepalive: true,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => {
    // the page is going away: the draft stays pending on the server and comes back next visit
  });
}
