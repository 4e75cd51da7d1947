import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

/**
 * The sandbox network's own sign-in, as x.com's: approving the authorize page signs the browser in
 * as the identity it chose, and the intent page posts only as the signed-in identity. The cookie is
 * signed, not stored: `<identity id>.<issued ms>.<HMAC-SHA256>`.
 */
export const SANDBOX_SESSION_COOKIE = 'sandbox_session';
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

const mac = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`sandbox-session:${payload}`).digest('base64url');

/** The cookie value signing a browser in as an identity. */
export function signSandboxSession(secret: string, identityId: string, now: Date): string {
  const payload = `${identityId}.${now.getTime()}`;
  return `${payload}.${mac(secret, payload)}`;
}

/** The identity a cookie value signs in, or null when it is missing, forged or expired. */
export function readSandboxSession(secret: string, value: string | undefined, now: Date): string | null {
  const [identityId, issued, signature] = (value ?? '').split('.');
  if (!identityId || !issued || !signature) return null;
  const expected = Buffer.from(mac(secret, `${identityId}.${issued}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const age = now.getTime() - Number(issued);
  return Number.isFinite(age) && age >= 0 && age < MAX_AGE_SECONDS * 1000 ? identityId : null;
}

export function setSandboxSession(c: Context, secret: string, identityId: string, publicUrl: string): void {
  setCookie(c, SANDBOX_SESSION_COOKIE, signSandboxSession(secret, identityId, new Date()), {
    path: '/sandbox',
    httpOnly: true,
    // Lax: the cookie is not sent with a cross-site form post, so another site cannot post as the user.
    sameSite: 'Lax',
    secure: publicUrl.startsWith('https://'),
    maxAge: MAX_AGE_SECONDS,
  });
}

export const sandboxSessionOf = (c: Context, secret: string, now: Date) =>
  readSandboxSession(secret, getCookie(c, SANDBOX_SESSION_COOKIE), now);
