import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { BASE_URL } from '../env';
import { expect, test } from '../fixtures/test';

const PAGES = [
  {
    path: '/',
    ready: (page: Page) => page.getByRole('heading', { level: 1, name: 'Tell your story at scale.' }),
  },
  { path: '/pricing', ready: (page: Page) => page.getByText('/month', { exact: true }) },
  { path: '/auth', ready: (page: Page) => page.getByRole('heading', { name: /^Welcome to/ }) },
] as const;

const THEMES = ['light', 'dark'] as const;

test.describe('accessibility (axe): no serious or critical violations', () => {
  for (const theme of THEMES) {
    for (const { path, ready } of PAGES) {
      test(`${path} in the ${theme} theme`, async ({ browser }) => {
        const context = await browser.newContext({ baseURL: BASE_URL, reducedMotion: 'reduce' });
        try {
          await context.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
          const page = await context.newPage();
          await page.goto(path);
          await expect(ready(page)).toBeVisible();
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          // Nothing transient left: the auth and guard overlays are gone…
          await expect(page.getByText('Setting up your account...')).toBeHidden();
          await expect(page.getByText('Loading...', { exact: true })).toBeHidden();
          // …and entrance transitions have settled, so colours are measured as shown (endless
          // animations such as a pulse are left alone: they never finish).
          await page.evaluate(() =>
            Promise.all(
              document
                .getAnimations()
                .filter((a) => Number.isFinite(a.effect?.getComputedTiming().iterations ?? Infinity))
                .map((a) => a.finished.catch(() => undefined)),
            ),
          );

          const results = await new AxeBuilder({ page })
            .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
            .analyze();
          const blocking = results.violations.filter(
            (v) => v.impact === 'serious' || v.impact === 'critical',
          );
          for (const v of results.violations) {
            const where = v.nodes
              .slice(0, 5)
              .map(
                (n) =>
                  `      ${n.target.join(' ')}${n.failureSummary ? `\n        ${n.failureSummary.replace(/\n/g, '\n        ')}` : ''}`,
              )
              .join('\n');
            console.log(
              `[axe ${theme} ${path}] ${v.impact ?? 'n/a'}: ${v.id} — ${v.help} (${v.nodes.length} node(s))\n${where}`,
            );
          }
          expect(
            blocking.map((v) => `${v.impact}: ${v.id} (${v.nodes.length})`),
            `serious/critical axe violations on ${path} (${theme})`,
          ).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  }
});
