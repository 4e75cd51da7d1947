import type { Context } from 'hono';
import { forwardedEntry } from './client-address';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Sends a browser that opened the product at another address to PUBLIC_URL, before any page
 * starts a flow there. Sessions, OAuth callbacks, checkout return addresses and e-mailed links all
 * belong to one origin; a user who typed http://127.0.0.1:3000 when links say http://localhost:3000
 * would sign in on one and come back to the other, where they are signed out.
 *
 * Only page loads are redirected (GET or HEAD asking for HTML, outside /api): API calls answer as
 * they are. With PUBLIC_URL configured every other host is sent to it; without it (the local
 * default) only the loopback spellings of the default address are, so a phone on the LAN that
 * reached the machine by its IP is not sent to a localhost it cannot reach.
 */
export function canonicalRedirect(options: {
  publicUrl: string;
  configured: boolean;
  trustProxy: number;
}): (c: Context) => Response | null {
  const target = new URL(options.publicUrl);
  return (c) => {
    const method = c.req.method;
    const wantsPage = (c.req.header('accept') ?? '').includes('text/html');
    if ((method !== 'GET' && method !== 'HEAD') || !wantsPage || c.req.path.startsWith('/api/')) {
      return null;
    }
    const url = new URL(c.req.url);
    const forwarded = forwardedEntry(c.req.header('x-forwarded-host'), options.trustProxy);
    const host = forwarded ?? c.req.header('host') ?? url.host;
    if (host === target.host) return null;
    const hostname = host.replace(/:\d+$/, '');
    const port = host.match(/:(\d+)$/)?.[1] ?? '';
    const alias = LOOPBACK.has(hostname) && LOOPBACK.has(target.hostname) && port === target.port;
    if (!options.configured && !alias) return null;
    return c.redirect(`${target.origin}${url.pathname}${url.search}`, 302);
  };
}
