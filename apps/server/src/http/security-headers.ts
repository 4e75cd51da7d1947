import type { MiddlewareHandler } from 'hono';

/**
 * The security headers of every answer: a strict Content-Security-Policy (the web app's own
 * scripts only, no framing, no plugins), HSTS, no sniffing, same-origin isolation, and the rest of
 * the usual set. Computed once.
 */
export const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  [
    'content-security-policy',
    [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: https:",
      "font-src 'self' data:",
      "connect-src 'self'",
      "frame-ancestors 'none'",
      "form-action 'self'",
      "base-uri 'self'",
      "object-src 'none'",
    ].join('; '),
  ],
  ['cross-origin-opener-policy', 'same-origin'],
  ['cross-origin-resource-policy', 'same-origin'],
  ['origin-agent-cluster', '?1'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ['strict-transport-security', 'max-age=15552000; includeSubDomains'],
  ['x-content-type-options', 'nosniff'],
  ['x-dns-prefetch-control', 'off'],
  ['x-download-options', 'noopen'],
  ['x-frame-options', 'SAMEORIGIN'],
  ['x-permitted-cross-domain-policies', 'none'],
  ['x-xss-protection', '0'],
];

/**
 * Sets SECURITY_HEADERS before the handler runs, so an answer the handler builds carries them from
 * the start (setting them afterwards would make the server materialise every response object, a
 * third of the throughput of a small answer). Answers built outside the framework (the auth
 * library's, under `lateFor` paths) get them afterwards.
 */
export function securityHeaders(options: { lateFor: (path: string) => boolean }): MiddlewareHandler {
  return async (c, next) => {
    for (const [name, value] of SECURITY_HEADERS) c.header(name, value);
    await next();
    if (!options.lateFor(c.req.path)) return;
    for (const [name, value] of SECURITY_HEADERS) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  };
}
