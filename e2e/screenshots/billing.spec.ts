import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import { BASE_URL } from '../env';
import { BILLING_TEXT, cancelButton, row, startTrialThroughCheckout } from '../fixtures/billing';
import { expect, test } from '../fixtures/test';
import { createCompletedUser, sessionOf } from '../fixtures/users';
import { THEMES, VIEWPORTS } from './sizes';

/**
 * Screenshots for a human to review (not compared against anything), written to
 * e2e/test-results/screenshots/, which git ignores.
 */
const OUT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test-results/screenshots');

test.describe('billing screenshots for review', () => {
  test.describe.configure({ mode: 'serial' });
  type TState = Awaited<ReturnType<BrowserContext['storageState']>>;
  const states = {} as Record<'subscribed' | 'cancelled' | 'none', TState>;

  test.beforeAll(async ({ browser }) => {
    fs.mkdirSync(OUT_DIR, { recursive: true });
    for (const kind of ['subscribed', 'cancelled', 'none'] as const) {
      const context = await browser.newContext({ baseURL: BASE_URL });
      const page = await context.newPage();
      await createCompletedUser(page);
      if (kind !== 'none') {
        await startTrialThroughCheckout(page);
        await expect(page).toHaveURL(/\/replies$/);
      }
      if (kind === 'cancelled') {
        const session = await sessionOf(page);
        const res = await page.request.post('/api/cancel_subscription', {
          headers: { authorization: `Bearer ${session?.access_token ?? ''}` },
        });
        expect(res.ok(), `POST /api/cancel_subscription answered ${res.status()}`).toBe(true);
      }
      states[kind] = await context.storageState();
      await context.close();
    }
  });

  for (const theme of THEMES) {
    for (const viewport of VIEWPORTS) {
      test(`${theme} ${viewport.name} (${viewport.width}×${viewport.height})`, async ({ browser }) => {
        const open = async (storageState: TState) => {
          const context = await browser.newContext({
            baseURL: BASE_URL,
            viewport: { width: viewport.width, height: viewport.height },
            deviceScaleFactor: 1,
            reducedMotion: 'reduce',
            locale: 'en-US',
            timezoneId: 'UTC',
            storageState,
          });
          await context.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
          return { context, page: await context.newPage() };
        };
        const shot = async (page: Page, name: string) => {
          await page.evaluate(() => document.fonts.ready.then(() => undefined));
          await page.screenshot({
            path: path.join(OUT_DIR, `${name}-${viewport.name}-${theme}.png`),
            fullPage: true,
            animations: 'disabled',
          });
        };

        const active = await open(states.subscribed);
        try {
          await active.page.goto('/current-subscription');
          await expect(row(active.page, 'Status')).toHaveText('Free trial');
          await shot(active.page, 'current-subscription');
          await cancelButton(active.page).click();
          await expect(active.page.getByRole('dialog')).toBeVisible();
          await shot(active.page, 'cancel-dialog-step1');
          await active.page.getByRole('button', { name: 'Continue' }).click();
          await expect(active.page.getByRole('dialog', { name: 'Are you sure?' })).toBeVisible();
          await shot(active.page, 'cancel-dialog-step2');
        } finally {
          await active.context.close();
        }

        const waiting = await open(states.none);
        try {
          // No subscription ever arrives, so the page keeps waiting long enough to be captured.
          await waiting.page.goto('/subscription/success?session_id=cs_review');
          await expect(waiting.page.getByRole('heading', { name: BILLING_TEXT.processing })).toBeVisible();
          await shot(waiting.page, 'subscription-success');
          await waiting.page.goto('/current-subscription');
          await expect(row(waiting.page, 'Status')).toHaveText('Inactive');
          await shot(waiting.page, 'current-subscription-none');
        } finally {
          await waiting.context.close();
        }

        const ending = await open(states.cancelled);
        try {
          await ending.page.goto('/current-subscription');
          await expect(row(ending.page, 'Status')).toHaveText(/^Cancels on /);
          await shot(ending.page, 'current-subscription-cancelled');
        } finally {
          await ending.context.close();
        }
      });
    }
  }
});
