import { createHmac } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { TSession } from '@gatling/shared/api/session';
import { TEXT } from '@gatling/shared/spec';
import { AppError } from '../errors';
import type { TAuth } from './auth';
import { hashSessionToken } from './hashed-session-tokens';
import type { TSessionCache } from './session-cache';
import type { TSessionRenewal } from './session-renewal';
import type { TAppEnv, TSessionUser } from '../context';

type TAuthSession = NonNullable<Awaited<ReturnType<TAuth['api']['getSession']>>>;

/**
 * The bearer form of a session token: the token and its HMAC under the auth secret, exactly as the
 * session cookie carries it. The token alone is not accepted as a bearer (requireSignature).
 */
export function signedSessionToken(token: string, secret: string): string {
  return encodeURIComponent(`${token}.${createHmac('sha256', secret).update(token).digest('base64')}`);
}

/** `expiresAt`: the session's expiry once renewed (session-renewal.ts), in ms. */
export function toSpecSession(s: TAuthSession, secret: string, expiresAt: number): TSession {
  return {
    access_token: signedSessionToken(s.session.token, secret),
    token_type: 'bearer',
    expires_at: Math.floor(expiresAt / 1000),
    user: { id: s.user.id, email: s.user.email, user_metadata: { avatar_url: s.user.image ?? null } },
  };
}

/** Who a session found by the auth library acts for, as the routes know them. */
export function sessionUserOf(s: TAuthSession): TSessionUser {
  return { id: s.user.id, email: s.user.email, image: s.user.image ?? null };
}

/** What renewing a session found by the auth library needs to know of it. */
export function renewable(s: TAuthSession): { tokenHash: string; expiresAt: number; createdAt: number } {
  return {
    tokenHash: hashSessionToken(s.session.token),
    expiresAt: new Date(s.session.expiresAt).getTime(),
    createdAt: new Date(s.session.createdAt).getTime(),
  };
}

/**
 * Product API calls authenticate with the bearer token only; the cookie is never accepted here,
 * which keeps the API immune to cross-site request forgery. A bearer verified in the last few
 * seconds is taken from `cache` without a database query (session-cache.ts says why that is safe).
 * A session verified here is renewed (`renewal`) when due, like one read by GET /api/session.
 */
export function requireUser(
  auth: TAuth,
  renewal: TSessionRenewal,
  cache?: TSessionCache,
): MiddlewareHandler<TAppEnv> {
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
    const result = await auth.api.getSession({ headers: new Headers({ authorization: header }) });
    if (!result) throw new AppError('UNAUTHORIZED', TEXT.auth.noValidSession);
    const user = sessionUserOf(result);
    const session = renewable(result);
    const expiresAt = renewal.renew(session, now);
    cache?.set(header, { user, tokenHash: session.tokenHash, expiresAt }, now, heardBefore);
    c.set('user', user);
    await next();
  };
}
