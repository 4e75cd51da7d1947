import type { MiddlewareHandler } from 'hono';
import type { TSession } from '@gatling/shared/api/session';
import { TEXT } from '@gatling/shared/spec';
import { AppError } from '../errors';
import type { TDb } from '../db/client';
import type { TSessionCache } from './session-cache';
import type { TSessionRenewal } from './session-renewal';
import { signatureOf, verifySession, type TVerifiedSession } from './verify-session';
import { signedTokenOfBearer } from './hashed-session-tokens';
import type { TAppEnv } from '../context';

/**
 * The bearer form of a session token: the token and its HMAC under the auth secret, exactly as the
 * session cookie carries it. The token alone is not accepted as a bearer (requireSignature).
 */
export function signedSessionToken(token: string, secret: string): string {
  return encodeURIComponent(`${token}.${signatureOf(token, secret)}`);
}

/** `expiresAt`: the session's expiry once renewed (session-renewal.ts), in ms. */
export function toSpecSession(s: TVerifiedSession, secret: string, expiresAt: number): TSession {
  return {
    access_token: signedSessionToken(s.token, secret),
    token_type: 'bearer',
    expires_at: Math.floor(expiresAt / 1000),
    user: { id: s.user.id, email: s.user.email, user_metadata: { avatar_url: s.user.image } },
  };
}

/**
 * Product API calls authenticate with the bearer token only; the cookie is never accepted here,
 * which keeps the API immune to cross-site request forgery. A bearer verified in the last few
 * seconds is taken from `cache` without a database query (session-cache.ts says why that is safe).
 * A session verified here is renewed (`renewal`) when due, like one read by GET /api/session.
 */
export function requireUser(deps: {
  db: TDb;
  secret: string;
  renewal: TSessionRenewal;
  cache?: TSessionCache;
}): MiddlewareHandler<TAppEnv> {
  const { db, secret, renewal, cache } = deps;
  return async (c, next) => {
    const header = c.req.header('authorization');
    if (!header || !/^bearer\s+\S+/i.test(header)) {
      throw new AppError('UNAUTHORIZED', TEXT.auth.authenticationRequired);
    }
    const now = Date.now();
    const cached = cache?.get(header, now);
    if (cached) {
      c.set('user', cached);
      return next();
    }
    const heardBefore = cache?.heard() ?? 0;
    const found = await verifySession(db, signedTokenOfBearer(header), secret, now);
    if (!found) throw new AppError('UNAUTHORIZED', TEXT.auth.noValidSession);
    const expiresAt = renewal.renew(found, now);
    cache?.set(header, { user: found.user, tokenHash: found.tokenHash, expiresAt }, now, heardBefore);
    c.set('user', found.user);
    await next();
  };
}
