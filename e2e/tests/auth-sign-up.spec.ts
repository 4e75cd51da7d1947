import { AUTH_TEXT, AuthPage } from '../fixtures/auth-page';
import { linkOf, SUBJECT, waitForMessageTo } from '../fixtures/outbox';
import { expect, test } from '../fixtures/test';
import { PASSWORD, sessionOf, uniqueEmail } from '../fixtures/users';

test.describe('sign-up', () => {
  test('sign-up → confirmation e-mail in the outbox → link → signed in on /onboarding', async ({ page }) => {
    const email = uniqueEmail('signup');
    const auth = new AuthPage(page);
    await auth.goto();
    await expect(page.getByText(AUTH_TEXT.tagline)).toBeVisible();

    await auth.open('sign_up');
    await auth.email.fill(email);
    await auth.password.fill(PASSWORD);
    await auth.button(AUTH_TEXT.buttons.sign_up).click();

    // Signed up without a session: the confirmation text shows and the visitor stays on /auth.
    await expect(page.getByText(AUTH_TEXT.checkConfirmation)).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    expect(await sessionOf(page)).toBeNull();

    const message = await waitForMessageTo(page.request, email, { subject: SUBJECT.confirmation });
    expect(message.channel).toBe('email');
    const link = linkOf(message);
    expect(new URL(link).origin, 'the link points at the public URL').toBe(new URL(page.url()).origin);

    await page.goto(link);
    // Onboarding is not completed for a new account.
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByText('Loading...')).toBeHidden();
    expect((await sessionOf(page))?.user.email).toBe(email);
  });
});
