import { expect, test } from '../fixtures/test';
import { createCompletedUser, sessionOf } from '../fixtures/users';

test('log out from the account menu: confirm, land on /auth with a toast; protected pages then redirect to /auth', async ({
  page,
}) => {
  const user = await createCompletedUser(page);
  await page.goto('/replies');
  await expect(page.getByRole('link', { name: 'Your Replies' })).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  // The menu names the signed-in user (the part of the e-mail before the at-sign).
  await expect(menu).toContainText(user.email.split('@')[0] as string);
  await menu.getByRole('menuitem', { name: 'Log out' }).click();

  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  // Cancelling keeps the session.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/replies$/);
  expect(await sessionOf(page)).not.toBeNull();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Log out' }).click();

  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page.getByText('You have been logged out of your account')).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Welcome to/ })).toBeVisible();
  expect(await sessionOf(page)).toBeNull();

  for (const path of ['/replies', '/settings', '/your-style']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth$/);
  }
});
