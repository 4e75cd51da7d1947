import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { createCompletedUser } from '../fixtures/users';

/** The product's texts (docs/product/screens.md#your-style, errors.md#style). */
const TEXT = {
  title: 'Your Speaking Style',
  empty: 'No speaking style defined yet. Click edit to set your style.',
  edit: 'Edit Speaking Style',
  save: 'Save Changes',
  cancel: 'Cancel',
  updated: 'Your speaking style has been updated.',
} as const;

const field = (page: Page) => page.getByRole('textbox', { name: 'Speaking style' });
const editButton = (page: Page) => page.getByRole('button', { name: TEXT.edit });

async function openYourStyle(page: Page): Promise<void> {
  await page.goto('/your-style');
  await expect(page.getByRole('heading', { name: TEXT.title, level: 1 })).toBeVisible();
  await expect(editButton(page)).toBeVisible();
}

test('write a speaking style: edit, save, see it after a reload', async ({ page }) => {
  await createCompletedUser(page);
  await openYourStyle(page);
  // A new account has no style yet (no posts analyzed), and no model drafts in this deployment.
  await expect(page.getByText(TEXT.empty)).toBeVisible();
  await expect(page.getByRole('note', { name: 'Drafting is offline' })).toBeVisible();

  await editButton(page).click();
  await expect(field(page)).toBeFocused();
  await expect(field(page)).toHaveValue('');
  await expect(field(page)).toHaveAttribute('placeholder', /^For example: /);
  await expect(page.getByRole('button', { name: TEXT.save })).toBeDisabled();

  const style = 'Warm but brief. Lowercase, no hashtags.\nAsks one good question back instead of pitching.';
  await field(page).fill(style);
  await page.getByRole('button', { name: TEXT.save }).click();

  await expect(page.getByText(TEXT.updated, { exact: true })).toBeVisible();
  await expect(field(page)).toBeHidden();
  await expect(page.getByText('Warm but brief. Lowercase, no hashtags.')).toBeVisible();
  await expect(page.getByText('Written by you')).toBeVisible();

  await page.reload();
  await expect(page.getByText(/Asks one good question back instead of pitching\./)).toBeVisible();
  await expect(page.getByText(TEXT.empty)).toBeHidden();
  await editButton(page).click();
  await expect(field(page)).toHaveValue(style);
});

test('Cancel throws the draft away and keeps the saved style', async ({ page }) => {
  await createCompletedUser(page);
  await openYourStyle(page);
  await editButton(page).click();
  await field(page).fill('Formal and thorough.');
  await page.getByRole('button', { name: TEXT.save }).click();
  await expect(page.getByText(TEXT.updated, { exact: true })).toBeVisible();

  await editButton(page).click();
  await field(page).fill('Something I will not keep.');
  await page.getByRole('button', { name: TEXT.cancel }).click();
  await expect(field(page)).toBeHidden();
  await expect(page.getByText('Formal and thorough.')).toBeVisible();
  await expect(page.getByText('Something I will not keep.')).toBeHidden();
  // The draft is gone: editing again starts from the saved style.
  await editButton(page).click();
  await expect(field(page)).toHaveValue('Formal and thorough.');

  await page.reload();
  await expect(page.getByText('Formal and thorough.')).toBeVisible();
});

test('Escape goes to /, but never while there are unsaved changes', async ({ page }) => {
  await createCompletedUser(page);
  await openYourStyle(page);

  await editButton(page).click();
  await field(page).fill('Half-written thought');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await field(page).blur();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/your-style$/);
  await expect(field(page)).toHaveValue('Half-written thought');

  await page.getByRole('button', { name: TEXT.cancel }).click();
  await expect(editButton(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/$/);
});
