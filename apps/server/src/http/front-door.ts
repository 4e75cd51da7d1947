import type { ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { TLogger } from '../lib/logger';
import { SECURITY_HEADERS } from './security-headers';

/** A caller's own request id (a proxy's, say) is kept when it is this short and plain. */
const CALLER_ID = /^[\w\-=]{1,255}$/;

/**
 * Request ids: a random prefix per process and a counter, so an id is unique across processes and
 * costs nothing to make (a random UUID per request was a tenth of a bare answer's time).
 */
export function requestIds(): () => string {
  const prefix = randomBytes(6).toString('base64url');
  let next = 0;
  return () => `${prefix}-${(next++).toString(36)}`;
}

/** Where @hono/node-server leaves the Node response: absent under app.request() and other runtimes. */
type TNodeBindings = { outgoing?: ServerResponse } | undefined;

/**
 * What every request passes first, in one middleware: its request id (the caller's, or a new one),
 * the security headers, and the access log line.
 *
 * Served by Node, the constant headers go straight onto the Node response before the handler runs:
 * the answer the handler builds is then written as it is, and a header it sets itself (a page's
 * own Content-Security-Policy, say) replaces the default. Building them into every answer through
 * the fetch Headers object instead cost a third of the throughput of a small answer. Elsewhere
 * (app.request() in tests) they are set on the context; answers built outside the framework (the
 * auth library's, under `lateFor` paths) then get them afterwards.
 */
export function frontDoor(options: {
  logger: TLogger;
  lateFor: (path: string) => boolean;
  newId?: () => string;
}): MiddlewareHandler<{ Variables: { requestId: string } }> {
  const { logger, lateFor } = options;
  const newId = options.newId ?? requestIds();
  return (c, next) => {
    const given = c.req.header('x-request-id');
    const id = given !== undefined && CALLER_ID.test(given) ? given : newId();
    c.set('requestId', id);
    const outgoing = (c.env as TNodeBindings)?.outgoing;
    if (outgoing && !outgoing.headersSent) {
      for (const [name, value] of SECURITY_HEADERS) outgoing.setHeader(name, value);
      outgoing.setHeader('x-request-id', id);
    } else {
      for (const [name, value] of SECURITY_HEADERS) c.header(name, value);
      c.header('x-request-id', id);
    }
    const logged = logger.isLevelEnabled('info');
    const late = !outgoing && lateFor(c.req.path);
    // Nothing to do once the answer is built: no promise of this middleware's own.
    if (!logged && !late) return next();
    const started = logged ? performance.now() : 0;
    return next().then(() => {
      if (late) {
        for (const [name, value] of SECURITY_HEADERS) {
          if (!c.res.headers.has(name)) c.res.headers.set(name, value);
        }
        c.res.headers.set('x-request-id', id);
      }
      if (!logged) return;
      // The path only: query strings can carry one-time tokens.
      const ms = Math.round(performance.now() - started);
      logger.info(
        { req_id: id, method: c.req.method, path: c.req.path, status: c.res.status, ms },
        'request',
      );
    });
  };
}
