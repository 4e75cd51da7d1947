import { describe, expect, test } from 'vitest';
import { bearer, TEST_PASSWORD, uniqueEmail, useTestApp } from '#test/harness';

const t = useTestApp();

const signedIn = async (token: string) =>
  (await t.request('/api/onboarding/status', { headers: bearer(token) })).status;

describe('changing the password', () => {
  test('signs every other session out, even when the client asks to keep them', async () => {
    const email = uniqueEmail('change');
    const laptop = await t.signUpAndConfirm(email);
    const phone = (await t.signIn(email, TEST_PASSWORD)).token!;
    expect(await signedIn(phone)).toBe(200);

    const res = await t.post(
      '/api/identity/change-password',
      { currentPassword: TEST_PASSWORD, newPassword: 'a different passphrase', revokeOtherSessions: false },
      bearer(laptop),
    );
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await signedIn(phone)).toBe(401);
    // The device that changed it stays signed in, with the session the answer hands over.
    const next = res.headers.get('set-auth-token') ?? ((await res.json()) as { token?: string }).token;
    expect(next).toBeTruthy();
    expect(await signedIn(next!)).toBe(200);
    expect((await t.signIn(email, TEST_PASSWORD)).res.status).toBe(401);
    expect((await t.signIn(email, 'a different passphrase')).res.status).toBe(200);
  });

  test("sign out everywhere ends every session of the user and no one else's", async () => {
    const email = uniqueEmail('everywhere');
    const laptop = await t.signUpAndConfirm(email);
    const phone = (await t.signIn(email, TEST_PASSWORD)).token!;
    const other = await t.signUpAndConfirm(uniqueEmail('bystander'));
    const res = await t.post('/api/identity/revoke-sessions', {}, bearer(laptop));
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await signedIn(laptop.access_token)).toBe(401);
    expect(await signedIn(phone)).toBe(401);
    expect(await signedIn(other.access_token)).toBe(200);
  });
});
