import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BASE_URL } from '../env';
import { startTrialThroughCheckout } from '../fixtures/billing';
import { authHeaders, ok, publishOneReply } from '../fixtures/published-reply';
import { expect, test } from '../fixtures/test';
import { createCompletedUser } from '../fixtures/users';
import { VIEWPORTS } from './sizes';

/** /analytics after one published reply was read, for a human to review (compared with nothing). */
const HERE = path.dirname(fileURLToPath(import.meta.url));
const OUT_DIR = path.resolve(HERE, '../test-results/screenshots');
/** The README shows the desktop one in the light theme, at the viewport's height. */
const DOCS_DIR = path.resolve(HERE, '../../docs/screenshots');

test('analytics screenshots for review', async ({ browser }) => {
  test.slow();
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const setup = await browser.newContext({ baseURL: BASE_URL });
  const page = await setup.newPage();
  await createCompletedUser(page);
  await startTrialThroughCheckout(page);
  await expect(page).toHaveURL(/\/replies$/);
  await publishOneReply(page);
  const headers = await authHeaders(page);
  await expect
    .poll(
      async () =>
        (
          await ok<{ replies: { read_at: string | null }[] }>(
            await page.request.get('/api/analytics/replies?range=7d', { headers }),
            'analytics replies',
          )
        ).replies[0]?.read_at ?? null,
      { timeout: 30_000 },
    )
    .not.toBeNull();
  const state = await setup.storageState();
  await setup.close();
  for (const theme of ['light', 'dark'] as const) {
    for (const viewport of VIEWPORTS) {
      const context = await browser.newContext({ baseURL: BASE_URL, viewport, storageState: state });
      await context.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
      const view = await context.newPage();
      await view.goto('/analytics?range=7d');
      await expect(view.getByRole('region', { name: 'Headline figures' })).toBeVisible();
      await view.screenshot({
        path: path.join(OUT_DIR, `analytics-${viewport.name}-${theme}.png`),
        fullPage: true,
        animations: 'disabled',
      });
      if (theme === 'light' && viewport.name === 'desktop') {
        await view.screenshot({ path: path.join(DOCS_DIR, 'analytics-desktop.png'), animations: 'disabled' });
      }
      await context.close();
    }
  }
});
