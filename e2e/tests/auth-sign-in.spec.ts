import { AUTH_TEXT, AuthPage } from '../fixtures/auth-page';
import { expect, test } from '../fixtures/test';
import {
  createConfirmedUser,
  forgetSession,
  markOnboardingComplete,
  PASSWORD,
  sessionOf,
  uniqueEmail,
} from '../fixtures/users';

test.describe('sign-in with a password', () => {
  test('after confirming, onboarding not completed → /onboarding', async ({ page }) => {
    const user = await createConfirmedUser(page);
    await forgetSession(page);

    const auth = new AuthPage(page);
    await auth.goto();
    await auth.signIn(user.email, user.password);
    await expect(page).toHaveURL(/\/onboarding$/);
    expect((await sessionOf(page))?.user.email).toBe(user.email);
  });

  test('with onboarding completed → /replies', async ({ page }) => {
    const user = await createConfirmedUser(page);
    await markOnboardingComplete(page);
    await forgetSession(page);

    const auth = new AuthPage(page);
    await auth.goto();
    const entries = await page.evaluate(() => history.length);
    await auth.signIn(user.email, user.password);
    await expect(page).toHaveURL(/\/replies$/);
    // The history entry of /auth is replaced, not added to.
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await expect(page.getByRole('link', { name: 'Your Replies' })).toBeVisible();
  });

  test("a wrong password shows the server's message in an alert and signs nobody in", async ({ page }) => {
    const user = await createConfirmedUser(page);
    await forgetSession(page);

    const auth = new AuthPage(page);
    await auth.goto();
    const answer = page.waitForResponse(
      (r) => r.url().endsWith('/api/identity/sign-in/email') && r.request().method() === 'POST',
    );
    await auth.signIn(user.email, `${user.password}-wrong`);
    const response = await answer;
    expect(response.status()).toBe(401);
    const { detail } = (await response.json()) as { detail: string };
    expect(detail).toBeTruthy();

    await expect(auth.alert).toContainText(detail);
    await expect(page).toHaveURL(/\/auth$/);
    expect(await sessionOf(page)).toBeNull();
  });

  test("signing in before confirming shows the server's message", async ({ page }) => {
    const email = uniqueEmail('unconfirmed');
    const res = await page.request.post('/api/identity/sign-up/email', {
      data: { email, password: PASSWORD, name: 'unconfirmed', callbackURL: '/auth' },
    });
    expect(res.ok()).toBe(true);

    const auth = new AuthPage(page);
    await auth.goto();
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/identity/sign-in/email'));
    await auth.signIn(email, PASSWORD);
    const response = await answer;
    expect(response.ok()).toBe(false);
    const { detail } = (await response.json()) as { detail: string };
    await expect(auth.alert).toContainText(detail);
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText(AUTH_TEXT.welcome)).toBeVisible();
  });
});
