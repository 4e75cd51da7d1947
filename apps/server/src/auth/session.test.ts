import { beforeAll, describe, expect, test } from 'vitest';
import type { TSession } from '@gatling/shared/api/session';
import { TEXT } from '@gatling/shared/spec';
import { allowConsoleError } from '#test/console-error';
import { bearer, expectErrorBody, TEST_PASSWORD, uniqueEmail, useTestApp } from '#test/harness';

const t = useTestApp();
let session: TSession;
beforeAll(async () => {
  session = await t.signUpAndConfirm(uniqueEmail('session'));
});

const ORIGIN = 'http://localhost:3000';
const status = (headers: Record<string, string> = {}) => t.request('/api/onboarding/status', { headers });

describe('product API authentication (bearer only)', () => {
  test('no Authorization header: 401 Authentication required', async () => {
    expect(await expectErrorBody(await status(), 401)).toMatchObject({
      detail: TEXT.auth.authenticationRequired,
      code: 'UNAUTHORIZED',
    });
  });

  test('a bogus bearer token: 401 No valid session found', async () => {
    expect(await expectErrorBody(await status(bearer('not-a-real-token')), 401)).toMatchObject({
      detail: TEXT.auth.noValidSession,
      code: 'UNAUTHORIZED',
    });
  });

  test.each([
    ['an empty bearer', 'Bearer '],
    ['another scheme', `Basic ${Buffer.from('a:b').toString('base64')}`],
  ])('%s: 401 Authentication required', async (_label, authorization) => {
    expect((await expectErrorBody(await status({ authorization }), 401)).detail).toBe(
      TEXT.auth.authenticationRequired,
    );
  });

  test('the session cookie alone is not accepted (no cross-site request forgery)', async () => {
    const { cookie } = await t.signIn(session.user.email, TEST_PASSWORD);
    expect(cookie).toMatch(/session_token=/);
    // The same cookie is a valid session for the auth endpoints...
    const answer = (await (await t.request('/api/session', { headers: { cookie } })).json()) as {
      session: unknown;
    };
    expect(answer.session).not.toBeNull();
    // ...but not for the product API.
    expect((await expectErrorBody(await status({ cookie, origin: ORIGIN }), 401)).detail).toBe(
      TEXT.auth.authenticationRequired,
    );
  });

  test('the bearer token is accepted, in any case of the scheme', async () => {
    expect((await status(bearer(session))).status).toBe(200);
    expect((await status({ authorization: `bearer ${session.access_token}` })).status).toBe(200);
  });
});

describe('sign-out', () => {
  test('with the bearer token ends the session: the token is no longer accepted', async () => {
    const own = await t.signUpAndConfirm(uniqueEmail('signout'));
    expect((await status(bearer(own))).status).toBe(200);
    const res = await t.post('/api/identity/sign-out', {}, bearer(own));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect((await expectErrorBody(await status(bearer(own)), 401)).detail).toBe(TEXT.auth.noValidSession);
    expect(await (await t.request('/api/session', { headers: bearer(own) })).json()).toEqual({
      session: null,
    });
  });

  test('from the browser (cookie and Origin) ends the session and clears the cookie', async () => {
    const email = uniqueEmail('signout-cookie');
    await t.signUpAndConfirm(email);
    const { cookie, token } = await t.signIn(email, TEST_PASSWORD);
    const res = await t.post('/api/identity/sign-out', {}, { cookie, origin: ORIGIN });
    expect(res.status).toBe(200);
    const cleared = res.headers.getSetCookie().find((c) => c.includes('session_token='));
    expect(cleared).toMatch(/Max-Age=0/i);
    expect(await (await t.request('/api/session', { headers: { cookie } })).json()).toEqual({
      session: null,
    });
    expect((await status(bearer(token!))).status).toBe(401);
  });

  test('a cookie-carrying sign-out from another site is refused and the session lives on', async () => {
    allowConsoleError(); // the auth library logs the refused origin
    const email = uniqueEmail('signout-csrf');
    await t.signUpAndConfirm(email);
    const { cookie, token } = await t.signIn(email, TEST_PASSWORD);
    for (const headers of [{ cookie }, { cookie, origin: 'https://evil.example' }] as Record<
      string,
      string
    >[]) {
      const res = await t.post('/api/identity/sign-out', {}, headers);
      expect(res.status).toBe(403);
      await expectErrorBody(res);
    }
    expect((await status(bearer(token!))).status).toBe(200);
  });

  test('without a session is harmless', async () => {
    expect((await t.post('/api/identity/sign-out', {})).status).toBe(200);
    expect((await status(bearer(session))).status).toBe(200);
  });
});
