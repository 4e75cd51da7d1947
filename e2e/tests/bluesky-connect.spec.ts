import { audit } from '../fixtures/axe';
import { BLUESKY_ACCOUNTS } from '../fixtures/bluesky';
import {
  BLUESKY_TEXT,
  blueskyCard,
  CARD_SELECTOR,
  connectForm,
  connectWith,
  FORM_SELECTOR,
} from '../fixtures/bluesky-settings';
import { nextButton, stepHeading } from '../fixtures/onboarding';
import { expect, test } from '../fixtures/test';
import { toast } from '../fixtures/toast';
import { createCompletedUser, createConfirmedUser } from '../fixtures/users';

test('connect a Bluesky account with an app password in Settings (a wrong one first), then disconnect', async ({
  page,
}) => {
  const account = BLUESKY_ACCOUNTS.settings;
  await createCompletedUser(page);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  // Live now: a connect button of its own, no longer among the Coming Soon platforms.
  await expect(page.getByRole('button', { name: /^Bluesky/ })).toHaveCount(0);

  await page.getByRole('button', { name: BLUESKY_TEXT.connect }).click();
  const form = connectForm(page);
  await expect(form.getByLabel(BLUESKY_TEXT.identifier)).toBeFocused();
  await expect(form.getByLabel(BLUESKY_TEXT.appPassword)).toHaveAttribute('type', 'password');
  await expect(form.getByRole('link', { name: /Bluesky’s settings/ })).toHaveAttribute(
    'href',
    'https://bsky.app/settings/app-passwords',
  );

  // A mistyped app password: Bluesky's refusal, as the server words it, is shown under the form.
  await connectWith(page, account, 'zzzz-zzzz-zzzz-zzzz');
  const refusal = form.getByRole('alert');
  await expect(refusal).toBeVisible();
  await expect(refusal).toBeFocused();
  await expect(refusal).toContainText('Bluesky did not accept that handle and app password');
  await expect(form.getByLabel(BLUESKY_TEXT.identifier)).toHaveValue(account.handle);
  await expect(form.getByLabel(BLUESKY_TEXT.appPassword)).toHaveValue('');
  await expect(blueskyCard(page)).toBeHidden();

  // The account's own password is refused too: only an app password is taken.
  await connectWith(page, account, account.password);
  await expect(form.getByRole('alert')).toContainText('That is your account password');
  await expect(form.getByLabel(BLUESKY_TEXT.appPassword)).toHaveValue('');
  await expect(blueskyCard(page)).toBeHidden();
  expect(await audit(page, 'Bluesky form with a refusal', FORM_SELECTOR)).toEqual([]);

  await connectWith(page, account, account.appPasswords[0]);
  await expect(toast(page, BLUESKY_TEXT.connected)).toBeVisible();
  const card = blueskyCard(page);
  await expect(card.getByText(account.displayName)).toBeVisible();
  await expect(card.getByText(`@${account.handle}`)).toBeVisible();
  await expect(card.getByText('Connected', { exact: true })).toBeVisible();
  await expect(connectForm(page)).toBeHidden();
  expect(await audit(page, 'Bluesky card', CARD_SELECTOR)).toEqual([]);

  // Nothing the browser keeps holds the app password.
  const kept = await page.evaluate(() => JSON.stringify([{ ...localStorage }, { ...sessionStorage }]));
  expect(kept).not.toContain(account.appPasswords[0]);

  // Still connected after a reload (the server has it, not just the page).
  await page.reload();
  await expect(blueskyCard(page).getByText(`@${account.handle}`)).toBeVisible();
  // X is not affected by the Bluesky account.
  await expect(page.getByRole('button', { name: 'Connect X' })).toBeVisible();

  await blueskyCard(page).getByRole('button', { name: 'Disconnect' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Disconnect Bluesky?' });
  await expect(dialog).toContainText(`@${account.handle}`);
  await dialog.getByRole('button', { name: 'Disconnect' }).click();
  await expect(toast(page, BLUESKY_TEXT.disconnected)).toBeVisible();
  await expect(page.getByRole('button', { name: BLUESKY_TEXT.connect })).toBeVisible();
  await expect(blueskyCard(page)).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: BLUESKY_TEXT.connect })).toBeVisible();
});

test('onboarding step 1: a Bluesky account alone enables Next', async ({ page }) => {
  const account = BLUESKY_ACCOUNTS.onboarding;
  await createConfirmedUser(page);
  await expect(stepHeading(page, 1)).toBeVisible();
  await expect(nextButton(page)).toBeDisabled();
  await connectWith(page, account, account.appPasswords[0]);
  await expect(blueskyCard(page).getByText(`@${account.handle}`)).toBeVisible();
  await expect(nextButton(page)).toBeEnabled();
  // Leave nothing connected for another run of this journey.
  await blueskyCard(page).getByRole('button', { name: 'Disconnect' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByRole('button', { name: BLUESKY_TEXT.connect })).toBeVisible();
  await expect(nextButton(page)).toBeDisabled();
});
