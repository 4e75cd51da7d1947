import { BASE_URL, PORT } from '../env';
import { BILLING_TEXT } from '../fixtures/billing';
import { expect, test } from '../fixtures/test';
import { createCompletedUser } from '../fixtures/users';

// The product is configured at BASE_URL (http://127.0.0.1:PORT); people also type localhost. Every
// flow that leaves the app and comes back (connecting X, the checkout) must land where the session is.
const OTHER = `http://localhost:${PORT}`;

test('opened at another address, the app moves to its own before anything starts; connect and checkout come back signed in', async ({
  page,
}) => {
  await page.goto(`${OTHER}/pricing`);
  await expect(page).toHaveURL(`${BASE_URL}/pricing`);

  await createCompletedUser(page);
  await page.goto(`${OTHER}/settings`);
  await expect(page).toHaveURL(`${BASE_URL}/settings`);
  await page.getByRole('button', { name: 'Connect X' }).click();
  await expect(page).toHaveURL(/\/sandbox\/authorize\?oauth_token=/);
  await page.getByLabel('Username').fill(`addr${Date.now().toString(36).slice(-8)}`);
  await page.getByLabel('Display name').fill('Any Address');
  await page.getByRole('button', { name: 'Create identity and authorize app' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/settings`);
  await expect(page.getByRole('group', { name: 'X', exact: true }).getByText('Any Address')).toBeVisible();

  await page.goto(`${OTHER}/pricing`);
  await page.getByRole('button', { name: 'Start free trial' }).click();
  await expect(page).toHaveURL(/\/billing\/test-checkout\/[^/]+$/);
  await page.getByRole('button', { name: /^Start \d+-day free trial$/ }).click();
  await expect(page.getByText(BILLING_TEXT.activated)).toBeVisible();
  expect(new URL(page.url()).origin).toBe(BASE_URL);
});
