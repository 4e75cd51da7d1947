import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../errors';
import { canonicalRedirect } from './canonical-address';
import { checkAddressText, checkBodyText } from './text-guard';

export const API_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * What every request is screened for before any handler, in one middleware (each layer of
 * middleware costs every request, and a read costs these three a few comparisons):
 * - the address (path and query) holds storable text (text-guard.ts);
 * - a page load at another address goes to PUBLIC_URL (canonical-address.ts);
 * - a body is at most 1 MB, then holds storable text. Every route that takes a body is limited, the
 *   sandbox and checkout pages' forms included: a 600 MB form once took the process to 2.8 GB. The
 *   limit comes first, so the text check never reads more than 1 MB. (Asked of a GET, the limit
 *   would build the full request object of every read for nothing.)
 */
export function screenRequests(options: {
  publicUrl: string;
  /** PUBLIC_URL was set (otherwise only the loopback spellings of the default are redirected). */
  configured: boolean;
  /** Proxies in front of the server (TRUST_PROXY). */
  trustProxy: number;
}): MiddlewareHandler {
  const redirect = canonicalRedirect(options);
  const limitBody = bodyLimit({
    maxSize: API_BODY_LIMIT_BYTES,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large (1 MB at most)');
    },
  });
  return (c, next) => {
    checkAddressText(c);
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') {
      const elsewhere = redirect(c);
      return elsewhere ? Promise.resolve(elsewhere) : next();
    }
    return limitBody(c, async () => {
      await checkBodyText(c);
      await next();
    });
  };
}
