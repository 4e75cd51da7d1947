import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { AUTH_TEXT } from '../fixtures/auth-page';
import {
  addCoreUserInOnboarding,
  connectXInOnboarding,
  defineAudienceInOnboarding,
  nextButton as next,
  stepHeading,
} from '../fixtures/onboarding';
import { SUBJECT, waitForLinkTo } from '../fixtures/outbox';
import { collectProblems, expect, test } from '../fixtures/test';
import { toast } from '../fixtures/toast';
import { PASSWORD, uniqueEmail } from '../fixtures/users';

/**
 * A new user's first fifteen minutes on the defaults (sandbox network, offline drafter, test-mode
 * payments), decision 0043: "Get started" opens sign-up, onboarding says up front how replies go
 * out on X and on Bluesky (decision 0058), the first approval says it once more (once), and a reply to finish on X is finished in
 * one step on the network's reply page and then shows as sent.
 */
const NOTICE = 'How your replies go out';
const SHOTS = '/tmp/shots-delivery';
const UNDO_SECONDS = 3;

const topCard = (page: Page) => page.getByTestId('top-card');
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

test('from "Get started" to a reply finished on X', async ({ browser }) => {
  mkdirSync(SHOTS, { recursive: true });
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const problems = collectProblems(page);
  try {
    // The landing page's "Get started" opens sign-up, not sign-in, on a full page load.
    await page.goto('/');
    await page.getByRole('link', { name: 'Get started' }).first().click();
    await expect(page).toHaveURL(/\/auth\?view=sign_up$/);
    const signUp = page.getByRole('button', { name: AUTH_TEXT.buttons.sign_up, exact: true });
    await expect(signUp).toBeVisible();
    await expect(page.getByRole('button', { name: AUTH_TEXT.buttons.sign_in, exact: true })).toHaveCount(0);
    const email = uniqueEmail('first15');
    await page.getByLabel('Email address').fill(email);
    // Too short first: the message names the minimum.
    await page.getByLabel('Password', { exact: true }).fill('short1');
    await signUp.click();
    await expect(page.getByRole('alert')).toHaveText('Password too short: use at least 8 characters');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await signUp.click();
    await expect(page.getByText(AUTH_TEXT.checkConfirmation)).toBeVisible();
    await page.goto(await waitForLinkTo(page.request, email, { subject: SUBJECT.confirmation }));
    await expect(page).toHaveURL(/\/onboarding$/);

    // Onboarding on the defaults.
    await expect(stepHeading(page, 1)).toBeVisible();
    const { someone } = await connectXInOnboarding(page, { displayName: 'First Fifteen', prefix: 'ff' });
    await next(page).click();
    await expect(stepHeading(page, 2)).toBeVisible();
    await next(page).click();
    await expect(stepHeading(page, 3)).toBeVisible();
    await addCoreUserInOnboarding(page, someone);
    await next(page).click();
    await expect(stepHeading(page, 4)).toBeVisible();
    await defineAudienceInOnboarding(page);
    await next(page).click();

    // The trial step says up front how replies go out on X (and on Bluesky).
    await expect(stepHeading(page, 5)).toBeVisible();
    await expect(page.getByRole('note', { name: NOTICE })).toContainText(
      'only where you were mentioned or quoted',
    );
    await shot(page, 'trial-step-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'trial-step-390');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    await page.getByRole('button', { name: /^Start \d+-day free trial$/ }).click();
    await expect(stepHeading(page, 5)).toBeVisible();
    await page.getByRole('button', { name: 'Next Step' }).click();
    await page.evaluate((s) => window.localStorage.setItem('undoTimeout', String(s)), UNDO_SECONDS);
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await expect(page).toHaveURL(/\/replies$/, { timeout: 60_000 });
    await expect(topCard(page)).toBeVisible({ timeout: 60_000 });

    // The first approval: no error toast, and the notice once.
    await expect(page.getByRole('note', { name: NOTICE })).toHaveCount(0);
    const first = (await topCard(page).getByTestId('suggested-response').textContent()) ?? '';
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const notice = page.getByRole('note', { name: NOTICE });
    await expect(notice).toBeVisible();
    await shot(page, 'first-approval-1440');
    await expect(toast(page, 'Scheduled')).toBeVisible({ timeout: UNDO_SECONDS * 1000 + 15_000 });
    await expect(page.locator('[data-sonner-toast].toast-destructive')).toHaveCount(0);
    await page.getByRole('button', { name: 'Got it' }).click();
    await expect(notice).toHaveCount(0);
    await page.reload();
    await expect(topCard(page).or(page.getByText('No more responses to process'))).toBeVisible();
    await expect(page.getByRole('note', { name: NOTICE })).toHaveCount(0);

    // Once its undo window is over it is the user's to finish (the navigation counts it), without
    // waiting for its publishing slot: finished on the network's reply page, then shown as sent.
    await page.goto('/scheduled-replies');
    const finish = page.getByRole('button', { name: 'Finish 1 on X' });
    await expect(finish).toBeVisible({ timeout: 90_000 });
    await expect(page.getByRole('link', { name: 'Scheduled, 1 reply to finish on X' })).toBeVisible();
    await shot(page, 'finish-on-x-1440');
    await finish.click();
    const flow = page.getByRole('dialog', { name: 'Finish on X' });
    await expect(flow.getByText('1 of 1')).toBeVisible();
    await shot(page, 'finish-flow-1440');
    const [x] = await Promise.all([
      page.waitForEvent('popup'),
      flow.getByRole('link', { name: /^Open reply on X/ }).click(),
    ]);
    await expect(x.getByRole('textbox', { name: 'Your reply' })).toHaveValue(first.trim());
    await x.getByRole('button', { name: 'Post' }).click();
    await x.waitForLoadState();
    await x.close();
    // Back on the app's tab (a headless browser says so only when asked to bring it forward).
    await page.bringToFront();
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(flow.getByText('1 reply sent on X')).toBeVisible({ timeout: 15_000 });
    await flow.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText('No scheduled replies yet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Scheduled', exact: true })).toBeVisible();
    await page.getByRole('tab', { name: 'Sent' }).click();
    const sent = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: /View on X/ }) });
    await expect(sent).toHaveCount(1);
    await expect(sent).toContainText('Finished on X');
    await expect(page.getByText('Simulated: sent on the simulated network, not on X')).toBeVisible();
    await shot(page, 'sent-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'sent-390');

    expect(problems, 'console errors and uncaught exceptions').toEqual([]);
  } finally {
    await context.close();
  }
});
