import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { BASE_URL } from '../env';
import { audit } from '../fixtures/axe';
import { BLUESKY_ACCOUNTS, type TBlueskyTestAccount } from '../fixtures/bluesky';
import { nextButton, stepHeading } from '../fixtures/onboarding';
import { expect, test } from '../fixtures/test';
import { toast } from '../fixtures/toast';
import { createCompletedUser, createConfirmedUser } from '../fixtures/users';

/** The connection screens' words (apps/web/src/features/connections/texts.ts). */
const TEXT = {
  connect: 'Connect Bluesky',
  identifier: 'Handle or e-mail',
  appPassword: 'App password',
  submit: 'Connect',
  connected: 'Connected to Bluesky',
  disconnected: 'Disconnected from Bluesky',
} as const;

const FORM_SELECTOR = 'form[aria-label="Connect your Bluesky account"]';
const CARD_SELECTOR = '[role="group"][aria-label="Bluesky"]';
const blueskyCard = (page: Page) => page.getByRole('group', { name: 'Bluesky' });
const connectForm = (page: Page) => page.getByRole('form', { name: 'Connect your Bluesky account' });

/** Opens the form from Connect Bluesky and signs in with `appPassword`. */
async function connectWith(page: Page, account: TBlueskyTestAccount, appPassword: string) {
  if (!(await connectForm(page).isVisible())) await page.getByRole('button', { name: TEXT.connect }).click();
  const form = connectForm(page);
  await form.getByLabel(TEXT.identifier).fill(account.handle);
  await form.getByLabel(TEXT.appPassword).fill(appPassword);
  await form.getByRole('button', { name: TEXT.submit, exact: true }).click();
}

test('connect a Bluesky account with an app password in Settings (a wrong one first), then disconnect', async ({
  page,
}) => {
  const account = BLUESKY_ACCOUNTS.settings;
  await createCompletedUser(page);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  // Live now: a connect button of its own, no longer among the Coming Soon platforms.
  await expect(page.getByRole('button', { name: /^Bluesky/ })).toHaveCount(0);

  await page.getByRole('button', { name: TEXT.connect }).click();
  const form = connectForm(page);
  await expect(form.getByLabel(TEXT.identifier)).toBeFocused();
  await expect(form.getByLabel(TEXT.appPassword)).toHaveAttribute('type', 'password');
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
  await expect(form.getByLabel(TEXT.identifier)).toHaveValue(account.handle);
  await expect(form.getByLabel(TEXT.appPassword)).toHaveValue('');
  await expect(blueskyCard(page)).toBeHidden();

  // The account's own password is refused too: only an app password is taken.
  await connectWith(page, account, account.password);
  await expect(form.getByRole('alert')).toContainText('That is your account password');
  await expect(form.getByLabel(TEXT.appPassword)).toHaveValue('');
  await expect(blueskyCard(page)).toBeHidden();
  expect(await audit(page, 'Bluesky form with a refusal', FORM_SELECTOR)).toEqual([]);

  await connectWith(page, account, account.appPasswords[0]);
  await expect(toast(page, TEXT.connected)).toBeVisible();
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
  await expect(toast(page, TEXT.disconnected)).toBeVisible();
  await expect(page.getByRole('button', { name: TEXT.connect })).toBeVisible();
  await expect(blueskyCard(page)).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: TEXT.connect })).toBeVisible();
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
  await expect(page.getByRole('button', { name: TEXT.connect })).toBeVisible();
  await expect(nextButton(page)).toBeDisabled();
});

/**
 * Screenshots for a human to review: /settings with the Bluesky account connected, and the form
 * showing a refusal, at a phone and a desktop width, in both themes (e2e/test-results/screenshots/).
 */
const OUT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test-results/screenshots');
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

test('settings screenshots with Bluesky, for review', async ({ browser }) => {
  test.slow();
  const account = BLUESKY_ACCOUNTS.screenshots;
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const seed = await browser.newContext({ baseURL: BASE_URL });
  const seedPage = await seed.newPage();
  await createCompletedUser(seedPage);
  const state = await seed.storageState();
  await seed.close();

  for (const theme of ['light', 'dark'] as const) {
    for (const viewport of VIEWPORTS) {
      const context = await browser.newContext({
        baseURL: BASE_URL,
        viewport: { width: viewport.width, height: viewport.height },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        storageState: state,
      });
      try {
        await context.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
        const page = await context.newPage();
        await page.goto('/settings');
        const base = path.join(OUT_DIR, `settings-bluesky-%s-${viewport.name}-${theme}.png`);
        const shoot = async (name: string, subject: Locator) => {
          await page.evaluate(() => document.fonts.ready.then(() => undefined));
          // The Bluesky card centred: the header and, on a phone, the bottom navigation are fixed.
          await subject.evaluate((el) => el.scrollIntoView({ block: 'center' }));
          await page.screenshot({ path: base.replace('%s', name), animations: 'disabled' });
        };

        await page.getByRole('button', { name: TEXT.connect }).click();
        await connectWith(page, account, 'zzzz-zzzz-zzzz-zzzz');
        await expect(connectForm(page).getByRole('alert')).toBeVisible();
        await shoot('refused', connectForm(page));

        await connectWith(page, account, account.appPasswords[0]);
        await expect(blueskyCard(page).getByText(`@${account.handle}`)).toBeVisible();
        await expect(toast(page, TEXT.connected)).toBeHidden({ timeout: 15_000 });
        await shoot('connected', blueskyCard(page));

        await blueskyCard(page).getByRole('button', { name: 'Disconnect' }).click();
        await page.getByRole('alertdialog').getByRole('button', { name: 'Disconnect' }).click();
        await expect(page.getByRole('button', { name: TEXT.connect })).toBeVisible();
      } finally {
        await context.close();
      }
    }
  }
});
