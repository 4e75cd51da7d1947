import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import { BASE_URL } from '../env';
import { startTrialThroughCheckout } from '../fixtures/billing';
import { authHeaders, ok, publishOneReply, type TPendingDraft } from '../fixtures/published-reply';
import { expect, test } from '../fixtures/test';
import { defineAudienceInOnboarding } from '../fixtures/onboarding';
import { createConfirmedUser, markOnboardingComplete } from '../fixtures/users';
import { themedContext, THEMES, VIEWPORTS } from './sizes';

/**
 * Screenshots for a human to review (compared against nothing) of the screens a new user judges
 * the product's honesty by: the review stack with the first-approval explainer, Scheduled, Sent,
 * Analytics, the chat, the pricing page and the dev outbox, at 390 and 1440 px in both themes.
 * Written to e2e/test-results/screenshots/trust/ (git ignores it). Each is the visible screen,
 * not the full page, so that what a fixed bar covers shows as covered.
 */
const HERE = path.dirname(fileURLToPath(import.meta.url));
const OUT_DIR = path.resolve(HERE, '../test-results/screenshots/trust');

type TTarget = { name: string; path: string; ready: (page: Page) => Promise<void>; fullPage?: boolean };

const TARGETS: TTarget[] = [
  {
    name: 'replies-first-approval',
    path: '/replies',
    ready: async (page) => {
      await expect(page.getByRole('note', { name: 'How your replies go out' })).toBeVisible();
      await expect(page.getByTestId('top-card')).toBeVisible();
    },
  },
  {
    name: 'scheduled',
    path: '/scheduled-replies',
    ready: async (page) => void (await expect(page.getByRole('tab', { name: 'Sent' })).toBeVisible()),
  },
  {
    name: 'sent',
    path: '/scheduled-replies',
    ready: async (page) => {
      await page.getByRole('tab', { name: 'Sent' }).click();
      await expect(page.getByRole('tab', { name: 'Sent', selected: true })).toBeVisible();
    },
  },
  {
    name: 'analytics',
    path: '/analytics',
    fullPage: true,
    ready: async (page) =>
      void (await expect(page.getByRole('heading', { name: 'Analytics', exact: true })).toBeVisible()),
  },
  {
    name: 'chat',
    path: '/chat',
    ready: async (page) => void (await expect(page.getByRole('textbox').first()).toBeVisible()),
  },
  {
    name: 'target-audience',
    path: '/communities',
    fullPage: true,
    ready: async (page) =>
      void (await expect(page.getByRole('heading', { name: 'Keywords for Monitoring' })).toBeVisible()),
  },
  {
    name: 'settings',
    path: '/settings',
    fullPage: true,
    ready: async (page) =>
      void (await expect(page.getByRole('heading', { name: 'Settings', exact: true })).toBeVisible()),
  },
  {
    name: 'business',
    path: '/business',
    ready: async (page) => void (await expect(page.getByRole('heading', { level: 1 })).toBeVisible()),
  },
  {
    name: 'chat-suggestion',
    path: '/chat',
    ready: async (page) => {
      await page
        .getByRole('button', { name: 'Write a reply rule for pricing questions', exact: true })
        .click();
      await expect(page.getByText('I am running offline').last()).toBeVisible();
    },
  },
  {
    name: 'pricing',
    path: '/pricing',
    fullPage: true,
    ready: async (page) => void (await expect(page.getByText(/\/month/).first()).toBeVisible()),
  },
  {
    name: 'dev-outbox',
    path: '/dev/outbox',
    ready: async (page) =>
      void (await expect(page.getByRole('heading', { name: 'Dev outbox' })).toBeVisible()),
  },
];

test.describe('screenshots: what a new user trusts', () => {
  test.describe.configure({ mode: 'serial' });
  let storageState: Awaited<ReturnType<BrowserContext['storageState']>>;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    fs.mkdirSync(OUT_DIR, { recursive: true });
    const context = await browser.newContext({ baseURL: BASE_URL });
    const page = await context.newPage();
    await createConfirmedUser(page);
    // The audience interview answered offline (onboarding's step 4), at each size and theme.
    await page.goto('/onboarding?step=4');
    await defineAudienceInOnboarding(page);
    for (const theme of THEMES) {
      for (const viewport of VIEWPORTS) {
        await page.evaluate((value) => window.localStorage.setItem('theme', value), theme);
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await page.reload();
        await expect(page.getByRole('progressbar', { name: 'Audience Understanding' })).toBeVisible();
        await page.screenshot({
          path: path.join(OUT_DIR, `audience-interview-${viewport.width}-${theme}.png`),
          fullPage: true,
          animations: 'disabled',
        });
      }
    }
    await markOnboardingComplete(page);
    await startTrialThroughCheckout(page);
    await expect(page).not.toHaveURL(/test-checkout/);
    // One reply sent (Sent, Analytics), one waiting (Scheduled), the rest to review.
    await publishOneReply(page);
    const headers = await authHeaders(page);
    const { interactions } = await ok<{ interactions: TPendingDraft[] }>(
      await page.request.get('/api/interactions/pending', { headers }),
      'pending',
    );
    await ok(
      await page.request.post('/api/feedback/approve', {
        headers,
        data: { reply_id: interactions[0]!.id, dry_send: false },
      }),
      'approve',
    );
    storageState = await context.storageState();
    await context.close();
  });

  for (const theme of THEMES) {
    for (const viewport of VIEWPORTS) {
      test(`${theme} ${viewport.name}`, async ({ browser }) => {
        test.setTimeout(150_000);
        for (const target of TARGETS) {
          const context = await themedContext(browser, viewport, theme, storageState);
          try {
            // The explainer the first approval makes due, as it shows then.
            await context.addInitScript(() => {
              if (!window.localStorage.getItem('xDeliveryNotice'))
                window.localStorage.setItem('xDeliveryNotice', 'due');
            });
            const page = await context.newPage();
            await page.goto(target.path);
            await target.ready(page);
            await expect(page.getByText('Loading...', { exact: true })).toBeHidden();
            await page.evaluate(() => document.fonts.ready.then(() => undefined));
            await page.screenshot({
              path: path.join(OUT_DIR, `${target.name}-${viewport.width}-${theme}.png`),
              animations: 'disabled',
              fullPage: target.fullPage === true,
            });
          } finally {
            await context.close();
          }
        }
      });
    }
  }
});
