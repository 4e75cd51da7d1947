import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { createCompletedUser, createConfirmedUser } from '../fixtures/users';

/** Every protected route (docs/product/screens.md#routes). */
const PROTECTED = [
  '/subscription/success',
  '/onboarding',
  '/replies',
  '/scheduled-replies',
  '/settings',
  '/current-subscription',
  '/your-feed',
  '/your-style',
  '/reply-rules',
  '/business',
  '/communities',
  '/notifications',
  '/chat',
] as const;

const url = (path: string) => new RegExp(`^[^?#]*//[^/]+${path.replace(/\//g, '\\/')}$`);

/** The pathname React Router carried in the redirect's state ({ from: location }). */
const carriedFrom = (page: Page) =>
  page.evaluate(
    () =>
      (window.history.state as { usr?: { from?: { pathname?: string } } } | null)?.usr?.from?.pathname ??
      null,
  );

test.describe('route guard (docs/product/states.md#route-guard)', () => {
  test('signed out: every protected route redirects to /auth, carrying the origin location', async ({
    page,
  }) => {
    for (const path of PROTECTED) {
      await page.goto(path);
      await expect(page, `signed-out visit to ${path}`).toHaveURL(url('/auth'));
      await expect(page.getByRole('heading', { name: /^Welcome to/ })).toBeVisible();
      expect(await carriedFrom(page)).toBe(path);
    }
  });

  test('signed in, onboarding not completed: every other protected page and /auth redirect to /onboarding', async ({
    page,
  }) => {
    await createConfirmedUser(page);
    for (const path of [
      ...PROTECTED.filter((p) => p !== '/onboarding' && p !== '/subscription/success'),
      '/auth',
    ]) {
      await page.goto(path);
      await expect(page, `not-completed visit to ${path}`).toHaveURL(url('/onboarding'));
    }
    // The post-payment page belongs to onboarding (step 5 → checkout → back): it runs, then
    // returns to /onboarding by itself.
    await page.goto('/subscription/success');
    await expect(page.getByText('Processing your subscription...')).toBeVisible();
    await expect(page).toHaveURL(url('/onboarding'), { timeout: 20_000 });
    await page.goto('/onboarding');
    await expect(page).toHaveURL(url('/onboarding'));
    await expect(page.getByText('Loading...')).toBeHidden();
  });

  test('signed in, onboarding completed: /onboarding and /auth redirect to /replies; other pages open', async ({
    page,
  }) => {
    await createCompletedUser(page);
    for (const path of ['/onboarding', '/auth']) {
      await page.goto(path);
      await expect(page, `completed visit to ${path}`).toHaveURL(url('/replies'));
      expect(await carriedFrom(page)).toBe(path);
    }
    for (const path of PROTECTED.filter((p) => p !== '/onboarding' && p !== '/subscription/success')) {
      await page.goto(path);
      await expect(page, `completed visit to ${path}`).toHaveURL(url(path));
    }
    // Public pages stay reachable when signed in.
    for (const path of ['/', '/pricing']) {
      await page.goto(path);
      await expect(page).toHaveURL(url(path));
    }
  });

  test('redirects replace the history entry: going back never returns to the guarded page', async ({
    page,
  }) => {
    // Signed out, full page loads.
    await page.goto('/pricing');
    const start = await page.evaluate(() => history.length);
    await page.goto('/settings');
    await expect(page).toHaveURL(url('/auth'));
    expect(await page.evaluate(() => history.length)).toBe(start + 1);
    await page.goBack();
    await expect(page).toHaveURL(url('/pricing'));

    // Signed in and completed, in-app navigation: landing → /auth (Get started) → /replies.
    await createCompletedUser(page);
    await page.goto('/');
    const before = await page.evaluate(() => history.length);
    await page
      .getByRole('main')
      .getByRole('link', { name: /get started/i })
      .first()
      .click();
    await expect(page).toHaveURL(url('/replies'));
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
    await page.goBack();
    await expect(page).toHaveURL(url('/'));
  });

  test("the 'Loading...' state shows while the onboarding status is unknown and then goes away", async ({
    page,
  }) => {
    await createCompletedUser(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/onboarding/status', async (route) => {
      await held;
      await route.continue();
    });

    await page.goto('/settings');
    const loading = page.getByText('Loading...', { exact: true });
    // The main tabs header of the protected screens waits for the guard.
    const mainTabs = page.getByRole('link', { name: 'Your Replies' });
    await expect(loading).toBeVisible();
    await expect(mainTabs).toBeHidden();

    release();
    await expect(loading).toBeHidden();
    await expect(mainTabs).toBeVisible();
    await expect(page).toHaveURL(url('/settings'));
  });

  test('a failed onboarding-status check counts as not completed', async ({ page }) => {
    await createCompletedUser(page);
    await page.route('**/api/onboarding/status', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"detail":"boom","code":"INTERNAL"}',
      }),
    );
    await page.goto('/replies');
    await expect(page).toHaveURL(url('/onboarding'));
  });
});
