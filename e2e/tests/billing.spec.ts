import { BILLING_TEXT, cancelButton, row, startTrialThroughCheckout } from '../fixtures/billing';
import { expect, test } from '../fixtures/test';
import { createCompletedUser } from '../fixtures/users';

test('subscribe from /pricing through the test checkout, see it on /current-subscription, cancel it in two steps', async ({
  page,
}) => {
  await createCompletedUser(page);

  await startTrialThroughCheckout(page);
  // The success page confirms the subscription, then hands over to onboarding step 5; this user
  // finished onboarding, so the guard moves on to /replies.
  await expect(page.getByText(BILLING_TEXT.activated)).toBeVisible();
  await expect(page).toHaveURL(/\/replies$/);

  await page.goto('/current-subscription');
  await expect(page.getByRole('heading', { name: 'Your Subscription' })).toBeVisible();
  await expect(row(page, 'Status')).toHaveText('Free trial');
  await expect(row(page, 'Plan')).toHaveText('Monthly');
  await expect(row(page, 'Start date')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  await expect(row(page, 'Next renewal')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  const renewal = (await row(page, 'Next renewal').textContent()) ?? '';

  // Step 1 lists what the user loses; keeping the subscription changes nothing.
  await cancelButton(page).click();
  let dialog = page.getByRole('dialog', { name: 'Cancel your subscription?' });
  await expect(dialog.getByRole('listitem')).toHaveText([...BILLING_TEXT.cancelLosses]);
  await dialog.getByRole('button', { name: 'Keep subscription' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, 'Status')).toHaveText('Free trial');

  // Step 2 confirms.
  await cancelButton(page).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
  dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(dialog).toContainText(`You keep full access until ${renewal}`);
  await dialog.getByRole('button', { name: 'Cancel subscription' }).click();

  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByText(BILLING_TEXT.cancelled)).toBeVisible();

  await page.goto('/current-subscription');
  await expect(row(page, 'Status')).toHaveText(`Cancels on ${renewal}`);
  await expect(row(page, 'Access until')).toHaveText(renewal);
  await expect(cancelButton(page)).toHaveCount(0);
});

test('the success page of a checkout that never completes says so and goes back to onboarding', async ({
  page,
}) => {
  // The page keeps asking for about ten seconds before it gives up: within the default bounds.
  await createCompletedUser(page);
  await page.goto('/subscription/success?session_id=cs_missing');
  await expect(page.getByRole('heading', { name: BILLING_TEXT.processing })).toBeVisible();
  await expect(
    page.getByText('There was an issue activating your subscription. Please contact support.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/replies$/);
});
