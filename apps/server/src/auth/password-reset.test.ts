import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { outboxMessages } from '../db/schema/dev-outbox';
import { allowConsoleError } from '#test/console-error';
import { bearer, expectErrorBody, pathOf, TEST_PASSWORD, uniqueEmail, useTestApp } from '#test/harness';

const t = useTestApp();

const NEW_PASSWORD = 'a brand new passphrase';
const RECOVERY_PAGE = 'http://localhost:3000/auth?type=recovery';
const requestReset = (email: string, redirectTo = RECOVERY_PAGE) =>
  t.post('/api/identity/request-password-reset', { email, redirectTo });
const messagesTo = (to: string) =>
  t.database.db.select().from(outboxMessages).where(eq(outboxMessages.to, to));

/** Requests a reset and follows the e-mailed link as the browser would; answers the token it lands with. */
async function resetToken(email: string): Promise<string> {
  expect((await requestReset(email)).status).toBe(200);
  const message = await t.lastMessageTo(email);
  expect(message.subject).toBe('Reset your Gatling password');
  expect(message.links).toHaveLength(1);
  const follow = await t.request(pathOf(message.links[0]!));
  expect(follow.status).toBe(302);
  const landing = new URL(follow.headers.get('location') ?? '');
  expect(`${landing.origin}${landing.pathname}`).toBe('http://localhost:3000/auth');
  expect(landing.searchParams.get('type')).toBe('recovery');
  const token = landing.searchParams.get('token');
  expect(token).toBeTruthy();
  return token!;
}

describe('password reset', () => {
  test('the e-mailed link leads to the recovery page with a token that sets a new password', async () => {
    const email = uniqueEmail('reset');
    const before = await t.signUpAndConfirm(email);
    const token = await resetToken(email);

    const reset = await t.post('/api/identity/reset-password', { newPassword: NEW_PASSWORD, token });
    expect(reset.status).toBe(200);

    expect(await expectErrorBody((await t.signIn(email, TEST_PASSWORD)).res, 401)).toMatchObject({
      code: 'INVALID_EMAIL_OR_PASSWORD',
    });
    expect((await t.signIn(email, NEW_PASSWORD)).res.status).toBe(200);
    // Sessions from before the reset end with it.
    expect((await t.request('/api/onboarding/status', { headers: bearer(before) })).status).toBe(401);
  });

  test('a reset token works once', async () => {
    const email = uniqueEmail('reset-once');
    await t.signUpAndConfirm(email);
    const token = await resetToken(email);
    expect((await t.post('/api/identity/reset-password', { newPassword: NEW_PASSWORD, token })).status).toBe(
      200,
    );
    const again = await t.post('/api/identity/reset-password', {
      newPassword: 'yet another passphrase',
      token,
    });
    expect(await expectErrorBody(again, 400)).toEqual({ detail: 'Invalid token', code: 'INVALID_TOKEN' });
    expect((await t.signIn(email, NEW_PASSWORD)).res.status).toBe(200);
  });

  test('a too-short new password is refused and the old one keeps working', async () => {
    const email = uniqueEmail('reset-short');
    await t.signUpAndConfirm(email);
    const token = await resetToken(email);
    await expectErrorBody(await t.post('/api/identity/reset-password', { newPassword: 'short', token }), 400);
    expect((await t.signIn(email, TEST_PASSWORD)).res.status).toBe(200);
  });

  test('a bogus token is refused, and a bogus link lands on /auth with the expired-link error', async () => {
    await expectErrorBody(
      await t.post('/api/identity/reset-password', { newPassword: NEW_PASSWORD, token: 'bogus' }),
      400,
    );
    const link = await t.request('/api/identity/reset-password/bogus?callbackURL=%2Fauth%3Ftype%3Drecovery');
    expect(link.status).toBe(302);
    expect(link.headers.get('location')).toMatch(/^\/auth#error=access_denied&error_code=otp_expired/);
  });

  test('an unknown address gets the same answer and no e-mail is sent', async () => {
    const email = uniqueEmail('reset-nobody');
    const known = uniqueEmail('reset-known');
    await t.signUpAndConfirm(known);
    const a = await requestReset(email);
    const b = await requestReset(known);
    expect(a.status).toBe(200);
    expect(await a.json()).toEqual(await b.json());
    expect(await messagesTo(email)).toHaveLength(0);
  });

  test('a reset link that would carry its token to another site is refused and not sent', async () => {
    allowConsoleError(); // the auth library logs the refused URL
    const email = uniqueEmail('reset-evil');
    await t.signUpAndConfirm(email);
    const sentBefore = (await messagesTo(email)).length;
    const res = await requestReset(email, 'https://evil.example/steal');
    expect((await expectErrorBody(res, 403)).code).toBe('INVALID_REDIRECT_URL');
    expect(await messagesTo(email)).toHaveLength(sentBefore);
  });
});
