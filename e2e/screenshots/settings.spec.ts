import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator } from '@playwright/test';
import { BASE_URL } from '../env';
import { BLUESKY_ACCOUNTS } from '../fixtures/bluesky';
import { BLUESKY_TEXT, blueskyCard, connectForm, connectWith } from '../fixtures/bluesky-settings';
import { expect, test } from '../fixtures/test';
import { toast } from '../fixtures/toast';
import { createCompletedUser } from '../fixtures/users';
import { themedContext, type TState, THEMES, VIEWPORTS } from './sizes';

/**
 * Screenshots for a human to review (compared against nothing): /settings with and without X and
 * Bluesky, and the failure states of their connections, at a phone and a desktop width, in both
 * themes (e2e/test-results/screenshots/). The journeys that test these screens are
 * tests/twitter-connect.spec.ts and tests/bluesky-connect.spec.ts.
 */
const OUT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test-results/screenshots');

/**
 * Screenshots for a human to review: /settings before and after connecting, at a phone and a
 * desktop size, in both themes (e2e/test-results/screenshots/, git-ignored).
 */

test.describe('settings screenshots for review', () => {
  test.describe.configure({ mode: 'serial' });
  let notConnected: TState;
  let connected: TState;

  test.beforeAll(async ({ browser }) => {
    fs.mkdirSync(OUT_DIR, { recursive: true });
    for (const which of ['plain', 'connected'] as const) {
      const context = await browser.newContext({ baseURL: BASE_URL });
      const page = await context.newPage();
      await createCompletedUser(page);
      if (which === 'connected') {
        await page.goto('/settings');
        await page.getByRole('button', { name: 'Connect X' }).click();
        await page.getByLabel('Username').fill(`shots${Date.now().toString(36).slice(-7)}`);
        await page.getByLabel('Display name').fill('Ada Lovelace');
        await page.getByRole('button', { name: 'Create identity and authorize app' }).click();
        await expect(page.getByRole('group', { name: 'X', exact: true })).toBeVisible();
        connected = await context.storageState();
      } else {
        notConnected = await context.storageState();
      }
      await context.close();
    }
  });

  for (const theme of THEMES) {
    for (const viewport of VIEWPORTS) {
      test(`${theme} ${viewport.name}`, async ({ browser }) => {
        for (const [name, state] of [
          ['settings', notConnected],
          ['settings-connected', connected],
        ] as const) {
          const context = await themedContext(browser, viewport, theme, state);
          try {
            const page = await context.newPage();
            await page.goto('/settings');
            await expect(page.getByRole('button', { name: 'Save Settings' })).toBeVisible();
            await expect(
              name === 'settings'
                ? page.getByRole('button', { name: 'Connect X' })
                : page.getByRole('group', { name: 'X', exact: true }),
            ).toBeVisible();
            await page.evaluate(() => document.fonts.ready.then(() => undefined));
            // What the screen shows, at the top and scrolled to the end (the bottom navigation is
            // fixed, so a full-page capture would paint it over the middle of the page).
            const base = path.join(OUT_DIR, `${name}-${viewport.name}-${theme}`);
            await page.screenshot({ path: `${base}.png`, animations: 'disabled' });
            await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
            await page.screenshot({ path: `${base}.end.png`, animations: 'disabled' });
          } finally {
            await context.close();
          }
        }
        // The callback screen's failure state (it moves on to /settings after 3 s).
        const context = await themedContext(browser, viewport, theme, notConnected);
        try {
          const page = await context.newPage();
          await page.goto('/auth/twitter/callback');
          await expect(page.getByRole('heading', { name: 'Missing OAuth parameters' })).toBeVisible();
          await page.screenshot({
            path: path.join(OUT_DIR, `twitter-callback-failed-${viewport.name}-${theme}.png`),
            animations: 'disabled',
          });
        } finally {
          await context.close();
        }
      });
    }
  }
});

/**
 * Screenshots for a human to review: /settings with the Bluesky account connected, and the form
 * showing a refusal, at a phone and a desktop width, in both themes (e2e/test-results/screenshots/).
 */

test('settings screenshots with Bluesky, for review', async ({ browser }) => {
  test.slow();
  const account = BLUESKY_ACCOUNTS.screenshots;
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const seed = await browser.newContext({ baseURL: BASE_URL });
  const seedPage = await seed.newPage();
  await createCompletedUser(seedPage);
  const state = await seed.storageState();
  await seed.close();

  for (const theme of THEMES) {
    for (const viewport of VIEWPORTS) {
      const context = await themedContext(browser, viewport, theme, state);
      try {
        const page = await context.newPage();
        await page.goto('/settings');
        const base = path.join(OUT_DIR, `settings-bluesky-%s-${viewport.name}-${theme}.png`);
        const shoot = async (name: string, subject: Locator) => {
          await page.evaluate(() => document.fonts.ready.then(() => undefined));
          // The Bluesky card centred: the header and, on a phone, the bottom navigation are fixed.
          await subject.evaluate((el) => el.scrollIntoView({ block: 'center' }));
          await page.screenshot({ path: base.replace('%s', name), animations: 'disabled' });
        };

        await page.getByRole('button', { name: BLUESKY_TEXT.connect }).click();
        await connectWith(page, account, 'zzzz-zzzz-zzzz-zzzz');
        await expect(connectForm(page).getByRole('alert')).toBeVisible();
        await shoot('refused', connectForm(page));

        await connectWith(page, account, account.appPasswords[0]);
        await expect(blueskyCard(page).getByText(`@${account.handle}`)).toBeVisible();
        await expect(toast(page, BLUESKY_TEXT.connected)).toBeHidden({ timeout: 15_000 });
        await shoot('connected', blueskyCard(page));

        await blueskyCard(page).getByRole('button', { name: 'Disconnect' }).click();
        await page.getByRole('alertdialog').getByRole('button', { name: 'Disconnect' }).click();
        await expect(page.getByRole('button', { name: BLUESKY_TEXT.connect })).toBeVisible();
      } finally {
        await context.close();
      }
    }
  }
});
