import { getSessionContract, identityContracts } from '@gatling/shared/api/contracts';
import type { Context } from 'hono';
import type { TDraftingModel } from '@gatling/shared/api/model-settings';
import { TEXT } from '@gatling/shared/spec';
import type { TAppEnv } from '../context';
import { AppError, codeForStatus } from '../errors';
import type { TConfig } from '../config';
import { defineRoutes, type TApiRoutes } from '../http/api-routes';
import type { ApiRegistry } from '../openapi/registry';
import { authRateRule, type RateLimiter } from '../http/rate-limit';
import { clientIp } from '../http/client-address';
import { AUTH_BASE_PATH, PHONE_EMAIL_DOMAIN, type TAuth } from './auth';
import { toSpecSession } from './session';
import {
  cookieValue,
  sessionStatementWith,
  verifiedToken,
  verifySession,
  type TReadBeside,
} from './verify-session';
import { signedTokenOfBearer } from './hashed-session-tokens';
import type { TDb } from '../db/client';
import { SESSION_EXPIRES_IN_S, type TSessionRenewal } from './session-renewal';
import type { TSessionCache } from './session-cache';
import { deleteCookie, setCookie } from 'hono/cookie';

type TDeps = {
  auth: TAuth;
  /** Where GET /api/session looks sessions up (verify-session.ts). */
  db: TDb;
  /** Renews the sessions GET /api/session reads, with the others due (session-renewal.ts). */
  renewal: TSessionRenewal;
  /**
   * Verified bearers (session-cache.ts): the session GET /api/session verified is kept under the
   * bearer it answers, so the app's first calls with it, right after, ask the database nothing.
   */
  cache?: TSessionCache;
  limiter: RateLimiter;
  rateLimitDisabled: boolean;
  /** Proxies in front of the server (TRUST_PROXY): where the client's address is read. */
  trustProxy: number;
  registry: ApiRegistry;
  /** Whether answers are checked against their contracts (outside production). */
  config: Pick<TConfig, 'NODE_ENV'>;
  /**
   * Who drafts for a user, carried by the session so every screen knows at once whether drafts
   * come from a model; handed in by app.ts (the model settings sit above sign-in). Their row is read
   * in the session's own statement (`beside`), so opening the app costs one statement; `mark` is
   * taken before it runs and handed back to `adopt` with what it read.
   */
  draftingModel?: {
    beside: TReadBeside;
    mark: () => number;
    adopt: (userId: string, read: Record<string, unknown>, mark: number) => TDraftingModel;
  };
};

/**
 * The addresses (e-mail and phone number, normalised) an identity call's body names, for the
 * per-address limits; the body stays readable for the library.
 *
 * The library takes JSON everywhere and also forms on sign-in, sign-up and the provider callback
 * (its allowedMediaTypes), where a repeated field counts once, as its last value. A limit reading
 * JSON only let forms through uncounted: a form with the right password signed in after JSON
 * attempts had reached the limit. Rather than a second form reader kept in step with the library's,
 * the door takes the one kind the web app and every documented flow send, JSON (any spelling of
 * the media type, with parameters), and refuses any other body with a 415: what is counted here is
 * then what the library reads (JSON.parse of the same bytes, the last of repeated keys for both).
 * An empty body (sign-out) passes as it is.
 */
async function addressesOf(req: Request): Promise<{ email?: string; newEmail?: string; phone?: string }> {
  const text = await req.clone().text();
  if (text === '') return {};
  // Media types are case-insensitive and may carry parameters ('Application/JSON; charset=UTF-8').
  const type = ((req.headers.get('content-type') ?? '').split(';')[0] ?? '').trim().toLowerCase();
  if (type !== 'application/json') {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/json');
  }
  try {
    const body = JSON.parse(text) as { email?: unknown; newEmail?: unknown; phoneNumber?: unknown } | null;
    const pick = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : undefined);
    return { email: pick(body?.email), newEmail: pick(body?.newEmail), phone: pick(body?.phoneNumber) };
  } catch {
    return {}; // broken JSON: the library answers 400 without doing any work
  }
}

const LINK_FAILED_HASH =
  '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired';
const PROVIDER_FAILED_HASH =
  '#error=access_denied&error_code=provider_failed&error_description=Sign-in+with+Google+did+not+complete.+Please+try+again.';
/** The library's own words for these say nothing of the limit; ours name it (docs/product/errors.md texts). */
const DETAIL_BY_CODE: Record<string, string> = {
  PASSWORD_TOO_SHORT: TEXT.auth.passwordTooShort,
  PASSWORD_TOO_LONG: TEXT.auth.passwordTooLong,
};
/** Longest e-mail address the standards allow (RFC 5321 path limit). */
const EMAIL_MAX = 254;

/**
 * Rewrites what the auth library answers into the product's contract: error bodies become
 * { detail, code }, and a failed e-mail link lands on /auth with the error in the hash.
 */
async function normalise(res: Response, publicUrl: string, subPath: string): Promise<Response> {
  const location = res.headers.get('location');
  if (location && res.status >= 300 && res.status < 400) {
    const target = new URL(location, publicUrl);
    if (target.searchParams.has('error')) {
      const headers = new Headers(res.headers);
      // A provider's callback failing is not an expired e-mail link; say which it was.
      const hash = subPath.startsWith('/callback/') ? PROVIDER_FAILED_HASH : LINK_FAILED_HASH;
      headers.set('location', `/auth${hash}`);
      return new Response(null, { status: res.status, headers });
    }
    return res;
  }
  if (res.status < 400) return res;
  let detail = res.statusText || 'Request failed';
  let code = codeForStatus(res.status) as string;
  try {
    const body = (await res.clone().json()) as { message?: string; code?: string };
    if (body.message) detail = body.message;
    if (body.code) code = body.code;
    detail = DETAIL_BY_CODE[code] ?? detail;
  } catch {
    // not JSON: keep the status text
  }
  const headers = new Headers(res.headers);
  headers.set('content-type', 'application/json; charset=utf-8');
  headers.delete('content-length');
  return new Response(JSON.stringify({ detail, code }), { status: res.status, headers });
}

/** The library's endpoints the API document lists (their contracts: identityContracts). */
const DOCUMENTED = [
  [identityContracts.signUpEmail, 'Create an account with e-mail and password; sends a confirmation e-mail'],
  [identityContracts.signInEmail, 'Sign in with e-mail and password'],
  [identityContracts.signInMagicLink, 'Send a sign-in link by e-mail'],
  [identityContracts.verifyMagicLink, 'Follow a sign-in link (from the e-mail)'],
  [identityContracts.verifyEmail, 'Follow a confirmation link (from the e-mail)'],
  [identityContracts.requestPasswordReset, 'Send a password reset link'],
  [identityContracts.resetPassword, 'Choose a new password with a reset token'],
  [identityContracts.changePassword, 'Change the password while signed in'],
  [identityContracts.sendEmailOtp, 'Send a one-time code by e-mail'],
  [identityContracts.signInEmailOtp, 'Sign in with an e-mailed one-time code'],
  [identityContracts.sendPhoneOtp, 'Send a one-time code by SMS'],
  [identityContracts.verifyPhoneOtp, 'Sign in with an SMS one-time code'],
  [identityContracts.signInSocial, 'Start Google sign-in (when configured)'],
  [identityContracts.signOut, 'End the session'],
] as const;

/**
 * Sends the session cookie of this request again with the renewed session's full lifetime, as the
 * auth library does when it renews: a person using the app every day is never signed out.
 * The cookie keeps its value (the signed token) and the library's attributes.
 */
function extendSessionCookie(c: Context, cookie: TSessionCookie, value: string): void {
  setCookie(c, cookie.name, value, { ...cookie.attributes, maxAge: SESSION_EXPIRES_IN_S });
}

type TSessionCookie = Awaited<TAuth['$context']>['authCookies']['sessionToken'];

export function createIdentityRoutes({
  auth,
  db,
  renewal,
  cache,
  limiter,
  rateLimitDisabled,
  trustProxy,
  registry,
  config,
  draftingModel,
}: TDeps): TApiRoutes<TAppEnv>[] {
  const publicUrl = auth.options.baseURL as string;
  const secret = auth.options.secret as string;

  // The spec-shaped session for the browser: read from the session cookie (set by sign-in or an
  // e-mail link) or from a bearer token. 200 with null when signed out, so it never looks like an error.
  const session = defineRoutes<TAppEnv>(registry, { base: '/api/session', tag: 'auth', auth: false, config });
  const opening = draftingModel && sessionStatementWith('gatling_opening_by_token', draftingModel.beside);
  session.serve(
    getSessionContract,
    {
      summary: 'The current session (access_token, token_type, expires_at, user) or null',
      responses: { 200: { description: 'Session or null' } },
    },
    async (c) => {
      const heardBefore = cache?.heard() ?? 0;
      const sessionCookie = (await auth.$context).authCookies.sessionToken;
      const cookie = cookieValue(c.req.header('cookie'), sessionCookie.name);
      // A bearer with a right signature is the session asked about; otherwise the cookie (as the library reads them).
      const fromBearer = signedTokenOfBearer(c.req.header('authorization'));
      const signed = fromBearer && verifiedToken(fromBearer, secret) ? fromBearer : cookie;
      const now = Date.now();
      const mark = draftingModel?.mark() ?? 0;
      const found = await verifySession(db, signed, secret, now, opening);
      c.header('cache-control', 'no-store');
      let session = null;
      if (found) {
        const expiresAt = renewal.renew(found, now);
        if (expiresAt !== found.expiresAt && cookie !== null && signed === cookie)
          extendSessionCookie(c, sessionCookie, cookie);
        session = toSpecSession(found, secret, expiresAt);
        const entry = { user: found.user, tokenHash: found.tokenHash, expiresAt };
        cache?.set(`Bearer ${session.access_token}`, entry, now, heardBefore);
      } else if (cookie !== null && signed === cookie) {
        // A cookie of no (or no longer a) session is cleared, as the library does.
        deleteCookie(c, sessionCookie.name, sessionCookie.attributes);
      }
      if (session && found && draftingModel)
        session.drafting_model = draftingModel.adopt(found.user.id, found.read, mark);
      return { session };
    },
  );

  const handle = async (c: Context) => {
    const subPath = c.req.path.slice(AUTH_BASE_PATH.length);
    const named = c.req.method === 'POST' ? await addressesOf(c.req.raw) : {};
    // Placeholder addresses of SMS accounts are not e-mail addresses anyone can use: taking one
    // would block that phone number's sign-in.
    if (named.email?.endsWith(`@${PHONE_EMAIL_DOMAIN}`)) throw new AppError('BAD_REQUEST', 'Invalid email');
    if (named.email && named.email.length > EMAIL_MAX) {
      throw new AppError(
        'VALIDATION_FAILED',
        `The e-mail address is too long (${EMAIL_MAX} characters at most)`,
      );
    }
    if (c.req.method === 'POST' && !rateLimitDisabled) {
      const rule = authRateRule(subPath);
      if (rule) {
        const ip = clientIp(c, trustProxy);
        const checks = [await limiter.hit(`${rule.name}:ip:${ip}`, rule.ip)];
        // Every address the body names is counted: a made-up e-mail address beside a phone
        // number must not make the number a new address (the library reads the one it needs).
        for (const address of new Set([named.email, named.newEmail, named.phone])) {
          if (address) checks.push(await limiter.hit(`${rule.name}:addr:${address}`, rule.address));
        }
        const blocked = checks.find((r) => !r.allowed);
        if (blocked && !blocked.allowed) {
          throw new AppError('RATE_LIMITED', 'Too many attempts. Please wait a few minutes and try again.', {
            retryAfterSeconds: blocked.retryAfterSeconds,
          });
        }
      }
    }
    return normalise(await auth.handler(c.req.raw), publicUrl, subPath);
  };

  const identity = defineRoutes<TAppEnv>(registry, {
    base: AUTH_BASE_PATH,
    tag: 'auth',
    auth: false,
    config,
  });
  for (const [contract, summary] of DOCUMENTED) {
    identity.serve(contract, { summary, raw: true, responses: { 200: { description: 'OK' } } }, handle);
  }
  // The library's other endpoints (the Google callback, its own session calls) go through the same door.
  identity.app.on(['GET', 'POST'], `${AUTH_BASE_PATH}/*`, handle);
  return [session, identity];
}
