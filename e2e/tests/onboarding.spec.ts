import {
  addCoreUserInOnboarding,
  connectXInOnboarding,
  nextButton as next,
  stepHeading,
} from '../fixtures/onboarding';
import { expect, test } from '../fixtures/test';
import { createConfirmedUser } from '../fixtures/users';
import { toast } from '../fixtures/toast';
import { AUDIENCE_ANSWERS } from '../fixtures/audience';

/** The product's texts (docs/product/screens.md#onboarding, docs/product/errors.md). */
const TEXT = {
  analyzing: 'Building your user profile based on your posts...',
  analysisComplete: 'Profile Analysis Complete',
  noCoreUsers: 'No core users added yet',
  activated: 'Subscription activated successfully!',
} as const;

test('a new account goes through the six steps and lands on its replies', async ({ page }) => {
  await createConfirmedUser(page);
  await expect(stepHeading(page, 1)).toBeVisible();
  await expect(page.getByText('Step 1 of 6')).toBeVisible();
  await expect(next(page)).toBeDisabled();
  for (const name of ['LinkedIn', 'Telegram', 'Farcaster']) {
    await expect(page.getByRole('button', { name: new RegExp(name) })).toBeDisabled();
  }
  // Bluesky is live: its own connect button, not a Coming Soon one.
  await expect(page.getByRole('button', { name: 'Connect Bluesky' })).toBeEnabled();

  // Step 1: connect a new sandbox identity; the callback goes to /settings and the guard back here.
  const { someone, username } = await connectXInOnboarding(page, {
    displayName: 'Onboarding Tester',
    prefix: 'ob',
  });
  await expect(stepHeading(page, 1)).toBeVisible();
  await expect(page.getByRole('group', { name: 'X', exact: true }).getByText(`@${username}`)).toBeVisible();

  // Next analyses the new identity's own posts and moves on to the style they produced.
  await expect(next(page)).toBeEnabled();
  await next(page).click();
  await expect(toast(page, TEXT.analysisComplete)).toBeVisible();
  await expect(stepHeading(page, 2)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Speaking Style' })).toBeVisible();
  await expect(page.getByText('No speaking style defined yet. Click edit to set your style.')).toBeHidden();

  // The breadcrumb goes back to a completed step, and Next comes forward again.
  await page.getByRole('button', { name: /Step 1: Connect Accounts/ }).click();
  await expect(stepHeading(page, 1)).toBeVisible();
  await page.goBack();
  await expect(stepHeading(page, 2)).toBeVisible();
  await next(page).click();

  // Step 3: a core user from the simulated network.
  await expect(stepHeading(page, 3)).toBeVisible();
  // Opening onboarding afresh (no navigation state) resumes at the step reached.
  await page.goto('/onboarding');
  await expect(stepHeading(page, 3)).toBeVisible();
  await expect(page.getByText(TEXT.noCoreUsers)).toBeVisible();
  await addCoreUserInOnboarding(page, someone);
  await expect(page.getByText(TEXT.noCoreUsers)).toBeHidden();
  await next(page).click();

  // Step 4: the audience chat until the keywords appear; Next waits for it.
  await expect(stepHeading(page, 4)).toBeVisible();
  await expect(next(page)).toBeDisabled();
  const keywords = page.getByRole('region', { name: 'Keywords for Monitoring' });
  const conversation = page.getByRole('log', { name: /conversation/i }).getByRole('listitem');
  const understanding = page.getByRole('progressbar', { name: 'Audience Understanding' });
  let sent = 0;
  for (const answer of AUDIENCE_ANSWERS) {
    const input = page.getByRole('textbox', { name: 'Message' });
    await expect(input).toBeEnabled();
    await input.fill(answer);
    await page.keyboard.press('Enter');
    sent += 1;
    // The greeting, then each answer and its reply.
    await expect(conversation).toHaveCount(1 + sent * 2);
    // Answered: the input is back, or the audience is defined (while waiting it is disabled too).
    const defined = async () => Number(await understanding.getAttribute('aria-valuenow')) >= 60;
    await expect(async () => {
      expect((await input.isEnabled()) || (await defined())).toBe(true);
    }).toPass();
    if (await defined()) break;
  }
  await expect(keywords).toBeVisible();
  await expect(keywords.getByRole('checkbox').first()).toBeVisible();
  await expect(next(page)).toBeEnabled();
  await next(page).click();

  // Step 5: the free trial through the test-mode checkout, back to step 5 with Next Step.
  await expect(stepHeading(page, 5)).toBeVisible();
  await page.getByRole('button', { name: 'Start Free Trial' }).click();
  await expect(page).toHaveURL(/\/billing\/test-checkout\/[^/]+$/);
  await page.getByRole('button', { name: /^Start \d+-day free trial$/ }).click();
  await expect(page.getByText(TEXT.activated)).toBeVisible();
  await expect(stepHeading(page, 5)).toBeVisible();
  await page.getByRole('button', { name: 'Next Step' }).click();

  // Step 6: Complete Setup runs monitoring (its progress shows), then /replies after its delays
  // (docs/product/limits.md#timings).
  await expect(stepHeading(page, 6)).toBeVisible();
  // The app moves to /replies without reloading the page: a mark left on window survives.
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page.getByRole('progressbar', { name: 'Finding posts for you' })).toBeVisible();
  await expect(page).toHaveURL(/\/replies$/, { timeout: 45_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  // Done for good: /onboarding now sends the user to their replies.
  await page.goto('/onboarding');
  await expect(page).toHaveURL(/\/replies$/);
});

test('a cancelled checkout comes back to the trial step', async ({ page }) => {
  await createConfirmedUser(page);
  await page.goto('/onboarding?step=5');
  await expect(stepHeading(page, 5)).toBeVisible();
  await page.getByRole('button', { name: 'Start Free Trial' }).click();
  await expect(page).toHaveURL(/\/billing\/test-checkout\/[^/]+$/);
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page).toHaveURL(/\/onboarding\?step=5$/);
  await expect(stepHeading(page, 5)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Free Trial' })).toBeVisible();
});

test('Back on step 1 goes to the landing page, and Logout asks first', async ({ page }) => {
  await createConfirmedUser(page);
  await expect(stepHeading(page, 1)).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);
});
