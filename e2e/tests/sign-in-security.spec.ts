import type { Browser, Page } from '@playwright/test';
import { BASE_URL } from '../env';
import { AuthPage, signUpAndConfirm } from '../fixtures/auth-page';
import { expect, test } from '../fixtures/test';
import { toast } from '../fixtures/toast';
import { markOnboardingComplete, sessionOf } from '../fixtures/users';

const NEW_PASSWORD = 'Another-Horse-Battery-77';

/** A second device: its own browser context, signed in with the e-mail and password on /auth. */
async function signInElsewhere(browser: Browser, email: string, password: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL });
  const page = await context.newPage();
  const auth = new AuthPage(page);
  await auth.goto();
  await auth.signIn(email, password);
  await expect(page).toHaveURL(/\/replies$/);
  return page;
}

/** A protected page: the device is signed in when it stays there, signed out when it lands on /auth. */
async function expectSignedOut(page: Page): Promise<void> {
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/auth$/);
  expect(await sessionOf(page)).toBeNull();
}

test('a changed password signs the other devices out and keeps this one in; sign out everywhere ends them all', async ({
  page,
  browser,
}) => {
  const user = await signUpAndConfirm(page);
  await markOnboardingComplete(page);
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Sign-in and security' });
  await expect(card).toBeVisible();

  const phone = await signInElsewhere(browser, user.email, user.password);
  try {
    await card.getByLabel('Current password').fill(user.password);
    await card.getByLabel('New password').fill(NEW_PASSWORD);
    await card.getByRole('button', { name: 'Change password' }).click();
    await expect(toast(page, 'Password changed')).toContainText('You were signed out on your other devices.');
    await expect(card.getByLabel('Current password')).toHaveValue('');
    await expect(card.getByLabel('New password')).toHaveValue('');

    // The other device is out at its next navigation…
    await expectSignedOut(phone);
    // …this one is still in, with the new session's token in memory: the guard's onboarding check
    // on the way to /replies must succeed, or it would send the user to /onboarding.
    const check = page.waitForResponse((r) => r.url().endsWith('/api/onboarding/status'));
    await page.getByRole('button', { name: 'Back' }).click();
    expect((await check).status()).toBe(200);
    await expect(page).toHaveURL(/\/replies$/);
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/settings$/);

    // The other device signs in again with the new password; sign out everywhere ends both sessions.
    await new AuthPage(phone).signIn(user.email, NEW_PASSWORD);
    await expect(phone).toHaveURL(/\/replies$/);
    await card.getByRole('button', { name: 'Sign out everywhere' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Sign out everywhere?' });
    await expect(dialog).toContainText('This ends your sessions on every device, this one included.');
    await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(toast(page, 'Signed out everywhere')).toBeVisible();
    await expectSignedOut(page);
    await expectSignedOut(phone);
  } finally {
    await phone.context().close();
  }
});
