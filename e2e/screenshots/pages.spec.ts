import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext } from '@playwright/test';
import { BASE_URL } from '../env';
import { expect, test } from '../fixtures/test';
import { seedDrafts } from '../fixtures/drafts';
import { createCompletedUser } from '../fixtures/users';
import { THEMES, VIEWPORTS } from './sizes';

/**
 * Screenshots for a human to review (not compared against anything): /, /pricing, /auth and
 * /replies (signed in, with drafts to review) at a phone and a desktop size, in both themes.
 * Written to e2e/test-results/screenshots/, which git ignores; the light review stack is also
 * written to docs/screenshots/ for the README.
 */
const HERE = path.dirname(fileURLToPath(import.meta.url));
const OUT_DIR = path.resolve(HERE, '../test-results/screenshots');
const DOCS_DIR = path.resolve(HERE, '../../docs/screenshots');

const PAGES = [
  { name: 'landing', path: '/', signedIn: false, ready: /Tell your story at scale\./ },
  { name: 'pricing', path: '/pricing', signedIn: false, ready: /\/month/ },
  { name: 'auth', path: '/auth', signedIn: false, ready: /Welcome to/ },
  { name: 'replies', path: '/replies', signedIn: true, ready: /\d+ repl(y|ies) remaining/ },
] as const;

test.describe('screenshots for review', () => {
  test.describe.configure({ mode: 'serial' });
  let storageState: Awaited<ReturnType<BrowserContext['storageState']>>;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    fs.mkdirSync(OUT_DIR, { recursive: true });
    fs.mkdirSync(DOCS_DIR, { recursive: true });
    const context = await browser.newContext({ baseURL: BASE_URL });
    const page = await context.newPage();
    await createCompletedUser(page);
    await seedDrafts(page);
    storageState = await context.storageState();
    await context.close();
  });

  for (const theme of THEMES) {
    for (const viewport of VIEWPORTS) {
      test(`${theme} ${viewport.name} (${viewport.width}×${viewport.height})`, async ({ browser }) => {
        test.setTimeout(150_000);
        for (const target of PAGES) {
          const context = await browser.newContext({
            baseURL: BASE_URL,
            viewport: { width: viewport.width, height: viewport.height },
            deviceScaleFactor: 1,
            reducedMotion: 'reduce',
            ...(target.signedIn ? { storageState } : {}),
          });
          try {
            await context.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
            const page = await context.newPage();
            await page.goto(target.path);
            await expect(page).toHaveURL(new RegExp(`${target.path}$`));
            await expect(page.getByText(target.ready).first()).toBeVisible();
            await expect(page.getByText('Loading...', { exact: true })).toBeHidden();
            await expect(page.getByText('Setting up your account...')).toBeHidden();
            await page.evaluate(() => document.fonts.ready.then(() => undefined));
            if (target.name === 'replies' && theme === 'light') {
              const name = viewport.name === 'phone' ? 'mobile' : viewport.name;
              await page.screenshot({
                path: path.join(DOCS_DIR, `replies-${name}.png`),
                animations: 'disabled',
              });
            }
            const base = path.join(OUT_DIR, `${target.name}-${viewport.name}-${theme}`);
            await page.screenshot({ path: `${base}.png`, fullPage: true, animations: 'disabled' });
            // A long page also in screen-sized parts, which are easier to look at than one strip.
            const height = await page.evaluate(() => document.documentElement.scrollHeight);
            const parts = Math.ceil(height / viewport.height);
            for (let i = 0; parts > 1 && i < parts; i += 1) {
              const y = i * viewport.height;
              await page.screenshot({
                path: `${base}.part${i + 1}.png`,
                fullPage: true,
                animations: 'disabled',
                clip: { x: 0, y, width: viewport.width, height: Math.min(viewport.height, height - y) },
              });
            }
          } finally {
            await context.close();
          }
        }
      });
    }
  }
});
