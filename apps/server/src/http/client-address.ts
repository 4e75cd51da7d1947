import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The entry a forwarding header holds for the client, counting `hops` trusted proxies from the
 * right. Each proxy appends the address it was reached from, so with one proxy the last entry is
 * the client as that proxy saw it; everything to its left is whatever the client itself wrote and
 * proves nothing. Fewer entries than proxies: the request did not come through all of them.
 */
export function forwardedEntry(header: string | undefined, hops: number): string | undefined {
  if (!header || hops < 1) return undefined;
  const entries = header.split(',').map((e) => e.trim());
  const entry = entries[entries.length - hops];
  return entry === undefined || entry === '' ? undefined : entry;
}

/**
 * The client's address: with TRUST_PROXY set to N proxies, the N-th X-Forwarded-For entry from the
 * right; otherwise (or when the header does not pass through every proxy) the socket's peer.
 */
export function clientIp(c: Context, trustedHops: number): string {
  const forwarded = forwardedEntry(c.req.header('x-forwarded-for'), trustedHops);
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // app.request() in tests has no socket
  }
}
