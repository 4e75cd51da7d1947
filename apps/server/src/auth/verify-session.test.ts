import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import type { TSession } from '@gatling/shared/api/session';
import { sessions } from '../db/schema/auth';
import { TEST_AUTH_SECRET, TEST_PASSWORD, uniqueEmail, useTestApp } from '#test/harness';
import { hashSessionToken, signedTokenOfBearer } from './hashed-session-tokens';
import { signedSessionToken } from './session';
import { cookieValue, signatureOf, verifiedToken, verifySession } from './verify-session';

const t = useTestApp();
const sessionOf = async (headers: Record<string, string>) =>
  ((await (await t.request('/api/session', { headers })).json()) as { session: TSession | null }).session;
const productStatus = async (authorization: string) =>
  (await t.request('/api/onboarding/status', { headers: { authorization } })).status;

describe('the signature', () => {
  const signed = decodeURIComponent(signedSessionToken('abc123', TEST_AUTH_SECRET));

  test('the token comes back only with its own signature under the secret', () => {
    expect(verifiedToken(signed, TEST_AUTH_SECRET)).toBe('abc123');
    expect(verifiedToken(signed, `${TEST_AUTH_SECRET}x`)).toBeNull();
    expect(verifiedToken(`abc124.${signatureOf('abc123', TEST_AUTH_SECRET)}`, TEST_AUTH_SECRET)).toBeNull();
    for (const bad of [
      'abc123',
      'abc123.',
      '.sig',
      `${signed}x`,
      signed.slice(0, -1),
      '',
      '\u0000.\u0000',
      '\ud800.x',
    ]) {
      expect(verifiedToken(bad, TEST_AUTH_SECRET)).toBeNull();
    }
  });

  test('a bearer header: any case of the scheme, URL-encoded or not; an unsigned or broken one is none', () => {
    expect(signedTokenOfBearer(`Bearer ${encodeURIComponent(signed)}`)).toBe(signed);
    expect(signedTokenOfBearer(`bEARER   ${signed}  `)).toBe(signed);
    expect(signedTokenOfBearer('Bearer abc123')).toBeNull();
    expect(signedTokenOfBearer('Bearer a.%E0%A4%A')).toBeNull();
    expect(signedTokenOfBearer(`Basic ${signed}`)).toBeNull();
    expect(signedTokenOfBearer(undefined)).toBeNull();
  });

  test('a cookie header: the named cookie, decoded; a malformed one is none', () => {
    expect(cookieValue(`a=1; s=${encodeURIComponent(signed)}; b=2`, 's')).toBe(signed);
    expect(cookieValue('xs=1; s2=2', 's')).toBeNull();
    expect(cookieValue('s=%E0%A4%A', 's')).toBeNull();
    expect(cookieValue(undefined, 's')).toBeNull();
  });
});

describe('a session looked up', () => {
  test('a valid one: its user and times; an ended one: none, and its row is cleared', async () => {
    const session = await t.signUpAndConfirm(uniqueEmail('verify'));
    const signed = decodeURIComponent(session.access_token);
    const tokenHash = hashSessionToken(signed.split('.')[0]!);
    const found = await verifySession(t.database.db, signed, TEST_AUTH_SECRET);
    expect(found).toMatchObject({
      tokenHash,
      user: { id: session.user.id, email: session.user.email, image: null },
    });
    expect(Math.floor(found!.expiresAt / 1000)).toBe(session.expires_at);

    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(sessions.token, tokenHash));
    expect(await verifySession(t.database.db, signed, TEST_AUTH_SECRET)).toBeNull();
    // The ended session is cleared away once presented.
    expect(await t.database.db.select().from(sessions).where(eq(sessions.token, tokenHash))).toEqual([]);
    expect(await verifySession(t.database.db, null, TEST_AUTH_SECRET)).toBeNull();
  });

  test('GET /api/session: a right bearer is the session asked about, a wrong one falls back to the cookie', async () => {
    const email = uniqueEmail('verify-both');
    const mine = await t.signUpAndConfirm(email);
    const { cookie } = await t.signIn(email, TEST_PASSWORD);
    const other = await t.signUpAndConfirm(uniqueEmail('verify-other'));
    expect((await sessionOf({ cookie, authorization: `Bearer ${other.access_token}` }))!.user.id).toBe(
      other.user.id,
    );
    const tampered = `Bearer ${other.access_token.slice(0, -6)}AAAA%3D`;
    expect((await sessionOf({ cookie, authorization: tampered }))!.user.id).toBe(mine.user.id);
    expect(await productStatus(tampered)).toBe(401);
    // The cookie's own value must be signed too.
    const unsigned = cookie.replace(/session_token=([^.;]+)[^;]*/, 'session_token=$1');
    expect(await sessionOf({ cookie: unsigned })).toBeNull();
  });

  test('a cookie of no session is cleared', async () => {
    const email = uniqueEmail('verify-clear');
    await t.signUpAndConfirm(email);
    const { cookie, token } = await t.signIn(email, TEST_PASSWORD);
    const tokenHash = hashSessionToken(decodeURIComponent(token!).split('.')[0]!);
    await t.database.db.delete(sessions).where(eq(sessions.token, tokenHash));
    const res = await t.request('/api/session', { headers: { cookie } });
    expect(((await res.json()) as { session: unknown }).session).toBeNull();
    const cleared = res.headers.getSetCookie().find((c) => c.includes('session_token='));
    expect(cleared).toMatch(/Max-Age=0/i);
  });
});
