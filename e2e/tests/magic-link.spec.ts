import { AUTH_TEXT, AuthPage } from '../fixtures/auth-page';
import { SUBJECT, waitForLinkTo } from '../fixtures/outbox';
import { expect, test } from '../fixtures/test';
import {
  createConfirmedUser,
  forgetSession,
  markOnboardingComplete,
  sessionOf,
  uniqueEmail,
} from '../fixtures/users';
import { BASE_URL } from '../env';

const MAGIC_LINK_PATH = '/api/identity/sign-in/magic-link';

test.describe('magic link', () => {
  test('an empty e-mail shows the validation text and sends no request', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === MAGIC_LINK_PATH) sent.push(req.postData() ?? '');
    });
    const auth = new AuthPage(page);
    await auth.goto();
    await auth.open('magic_link');
    await expect(auth.email).toHaveAttribute('type', 'email');
    await auth.button(AUTH_TEXT.buttons.magic_link).click();

    await expect(page.getByText('Email address is required')).toBeVisible();
    await expect(page.getByText(AUTH_TEXT.checkMagicLink)).toBeHidden();

    // A valid submit afterwards is the first and only request: requests are reported in order,
    // so an empty submit that had sent one would show up before it.
    const email = uniqueEmail('magic-after-empty');
    await auth.email.fill(email);
    const request = page.waitForRequest((req) => new URL(req.url()).pathname === MAGIC_LINK_PATH);
    await auth.button(AUTH_TEXT.buttons.magic_link).click();
    await request;
    await expect(page.getByText(AUTH_TEXT.checkMagicLink)).toBeVisible();
    expect(sent, `requests to ${MAGIC_LINK_PATH}`).toHaveLength(1);
    expect(JSON.parse(sent[0] as string)).toMatchObject({ email });
  });

  test('a valid e-mail gets a link that signs in once; reusing it lands on /auth with the expired-link text', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('magic');
    const auth = new AuthPage(page);
    await auth.goto();
    await auth.open('magic_link');
    await auth.email.fill(email);
    await auth.button(AUTH_TEXT.buttons.magic_link).click();
    await expect(page.getByText(AUTH_TEXT.checkMagicLink)).toBeVisible();

    const link = await waitForLinkTo(page.request, email, { subject: SUBJECT.magicLink });
    await page.goto(link);
    // A first sign-in by link: a new account, onboarding not completed.
    await expect(page).toHaveURL(/\/onboarding$/);
    expect((await sessionOf(page))?.user.email).toBe(email);

    // The same link again, from a signed-out browser.
    const other = await browser.newContext({ baseURL: BASE_URL });
    try {
      const reuse = await other.newPage();
      await reuse.goto(link);
      await expect(reuse).toHaveURL(/\/auth(#.*)?$/);
      await expect(reuse.getByText(AUTH_TEXT.otpExpired)).toBeVisible();
      expect(await sessionOf(reuse)).toBeNull();
    } finally {
      await other.close();
    }
  });

  test('an existing account with onboarding completed signs in by link and lands on /replies', async ({
    page,
  }) => {
    const user = await createConfirmedUser(page);
    await markOnboardingComplete(page);
    await forgetSession(page);

    const auth = new AuthPage(page);
    await auth.goto();
    await auth.open('magic_link');
    await auth.email.fill(user.email);
    await auth.button(AUTH_TEXT.buttons.magic_link).click();
    await expect(page.getByText(AUTH_TEXT.checkMagicLink)).toBeVisible();

    await page.goto(await waitForLinkTo(page.request, user.email, { subject: SUBJECT.magicLink }));
    await expect(page).toHaveURL(/\/replies$/);
  });
});
