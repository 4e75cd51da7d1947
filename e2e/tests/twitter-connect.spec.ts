import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { createCompletedUser } from '../fixtures/users';

/** The product's texts (docs/product/errors.md#twitter-and-onboarding). */
const TEXT = {
  connecting: 'Connecting to X',
  connected: 'Successfully connected with X!',
  disconnected: 'Successfully disconnected from X',
  missingToast: 'X authentication failed: Missing parameters',
  missingInline: 'Missing OAuth parameters',
  comingSoon: 'Coming Soon',
  comingSoonDescription: 'This integration will be available soon!',
} as const;

const handle = () => `e2e${Date.now().toString(36).slice(-7)}${Math.floor(Math.random() * 90 + 10)}`;

/** Every address the page's main frame visits, to prove the journey went through the callback page. */
function recordVisits(page: Page): string[] {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  return visited;
}

const xCard = (page: Page) => page.getByRole('group', { name: 'X', exact: true });

test('connect X through the sandbox authorize page, come back through the callback, then disconnect', async ({
  page,
}) => {
  await createCompletedUser(page);
  const visited = recordVisits(page);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  // No X keys in this deployment: the UI says which network it connects to.
  await expect(page.getByText('Sandbox network')).toBeVisible();

  await page.getByRole('button', { name: 'Connect X' }).click();
  await expect(page).toHaveURL(/\/sandbox\/authorize\?oauth_token=/);
  const username = handle();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Display name').fill('E2E Tester');
  await page.getByRole('button', { name: 'Create identity and authorize app' }).click();

  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByText(TEXT.connected)).toBeVisible();
  expect(visited.some((u) => /\/auth\/twitter\/callback\?oauth_token=[^&]+&oauth_verifier=/.test(u))).toBe(
    true,
  );
  const card = xCard(page);
  await expect(card.getByText('E2E Tester')).toBeVisible();
  await expect(card.getByText(`@${username}`)).toBeVisible();
  await expect(card.getByText('Sandbox', { exact: true })).toBeVisible();
  // Replacing history: Back does not return to the single-use callback.
  expect(await page.evaluate(() => window.location.pathname)).toBe('/settings');

  // Still connected after a reload (the server has it, not just the page).
  await page.reload();
  await expect(xCard(page).getByText(`@${username}`)).toBeVisible();

  await xCard(page).getByRole('button', { name: 'Disconnect' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByText(TEXT.disconnected)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect X' })).toBeVisible();
  await expect(xCard(page)).toBeHidden();

  // Connecting again offers the identity made before: pick it and authorize.
  await page.getByRole('button', { name: 'Connect X' }).click();
  await expect(page).toHaveURL(/\/sandbox\/authorize\?oauth_token=/);
  await page.getByRole('radio', { name: new RegExp(`@${username}`) }).check();
  await page.getByRole('button', { name: 'Authorize app', exact: true }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(xCard(page).getByText(`@${username}`)).toBeVisible();
});

test('Cancel on the authorize page: the callback reports the failure and returns to /settings', async ({
  page,
}) => {
  await createCompletedUser(page);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Connect X' }).click();
  await expect(page).toHaveURL(/\/sandbox\/authorize/);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/auth\/twitter\/callback\?denied=/);
  await expect(page.getByText('Failed to connect with X. Please try again.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Failed to complete X authentication' })).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/, { timeout: 8_000 });
  await expect(page.getByRole('button', { name: 'Connect X' })).toBeVisible();
});

test('the callback without its parameters says so and returns to /settings after 3 s', async ({ page }) => {
  await createCompletedUser(page);
  await page.goto('/auth/twitter/callback?oauth_token=only-the-token');
  await expect(page.getByText(TEXT.missingToast)).toBeVisible();
  await expect(page.getByRole('heading', { name: TEXT.missingInline })).toBeVisible();
  const shownAt = Date.now();
  await expect(page).toHaveURL(/\/settings$/, { timeout: 8_000 });
  expect(Date.now() - shownAt).toBeGreaterThan(2_000);
});

test('the coming-soon integrations explain themselves', async ({ page }) => {
  await createCompletedUser(page);
  await page.goto('/settings');
  const telegram = page.getByRole('button', { name: /^Telegram/ });
  await expect(telegram).toHaveAttribute('aria-disabled', 'true');
  // Disabled-looking but focusable: a keyboard user can still ask why.
  await telegram.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(TEXT.comingSoonDescription)).toBeVisible();
});

test('a signed-out visitor at the callback goes to /auth', async ({ page }) => {
  await page.goto('/auth/twitter/callback?oauth_token=a&oauth_verifier=b');
  await expect(page).toHaveURL(/\/auth$/);
});
