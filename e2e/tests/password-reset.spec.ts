import { AUTH_TEXT, AuthPage } from '../fixtures/auth-page';
import { SUBJECT, waitForLinkTo } from '../fixtures/outbox';
import { expect, test } from '../fixtures/test';
import { createConfirmedUser, forgetSession, sessionOf } from '../fixtures/users';

test('password reset: request → e-mail → link → update password → sign in with the new password', async ({
  page,
}) => {
  const user = await createConfirmedUser(page);
  await forgetSession(page);
  const newPassword = 'Brand-New-Password-77';

  const auth = new AuthPage(page);
  await auth.goto();
  await auth.open('forgotten_password');
  await auth.email.fill(user.email);
  await auth.button(AUTH_TEXT.buttons.forgotten_password).click();
  await expect(page.getByText(AUTH_TEXT.checkPasswordReset)).toBeVisible();

  const link = await waitForLinkTo(page.request, user.email, { subject: SUBJECT.passwordReset });
  await page.goto(link);
  // The link lands on /auth in the update-password view.
  await expect(page).toHaveURL(/\/auth/);
  await expect(auth.button(AUTH_TEXT.buttons.update_password)).toBeVisible();
  await auth.newPassword.fill(newPassword);
  await auth.button(AUTH_TEXT.buttons.update_password).click();
  await expect(page.getByText(AUTH_TEXT.passwordUpdated)).toBeVisible();

  // Back at sign-in (a user-updated event returns to sign-in); the old password no longer works.
  await expect(auth.button(AUTH_TEXT.buttons.sign_in)).toBeVisible();
  const old = await page.request.post('/api/identity/sign-in/email', {
    data: { email: user.email, password: user.password },
  });
  expect(old.status()).toBe(401);
  expect(await sessionOf(page)).toBeNull();

  await auth.signIn(user.email, newPassword);
  await expect(page).toHaveURL(/\/onboarding$/);
  expect((await sessionOf(page))?.user.email).toBe(user.email);
});
