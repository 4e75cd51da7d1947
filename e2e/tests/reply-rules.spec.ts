import type { Page, Request } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { createCompletedUser } from '../fixtures/users';
import { toast } from '../fixtures/toast';

/** The product's texts (docs/product/screens.md#reply-rules, errors.md#rules-and-business). */
const TEXT = {
  empty: 'No rules added yet',
  required: 'Trigger prompt is required',
  confirm: 'Are you sure? This action cannot be undone. This will permanently delete the rule.',
  added: 'Rule added successfully',
  addFailed: 'Error adding rule',
  updated: 'Rule updated successfully',
  updateFailed: 'Error updating rule',
  deleted: 'Rule deleted successfully',
} as const;

/** A trigger with a slash, a percent sign, brackets, an apostrophe and an emoji. */
const ODD = "Pricing/plans 100% (B2B) 🚀 what's best?";
const ODD_SEGMENT = 'Pricing%2Fplans%20100%25%20%28B2B%29%20%F0%9F%9A%80%20what%27s%20best%3F';
const OTHER = 'Someone asks how to grow a newsletter';

const rules = (page: Page) => page.getByRole('list', { name: 'Rules' });
const ruleItem = (page: Page, trigger: string) =>
  rules(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: trigger, exact: true }) });
const addForm = (page: Page) => page.getByRole('region', { name: 'Add a rule' });
const editForm = (page: Page) => page.getByRole('form', { name: 'Edit rule' });

async function addRule(page: Page, trigger: string, semantic = '') {
  await addForm(page).getByLabel('Trigger prompt').fill(trigger);
  await addForm(page)
    .getByLabel(/^Semantic response/)
    .fill(semantic);
  await addForm(page).getByRole('button', { name: 'Add rule' }).click();
}

const ruleCall = (method: string) => (request: Request) =>
  request.method() === method && new URL(request.url()).pathname.startsWith('/api/qualification-rules/');

test('reply rules: add, expand, edit only what changed, conflicts, delete behind a confirmation', async ({
  page,
}) => {
  await createCompletedUser(page);
  await page.goto('/reply-rules');
  await expect(page.getByRole('heading', { name: 'Reply Rules', level: 1 })).toBeVisible();
  await expect(page.getByText(TEXT.empty)).toBeVisible();

  // A blank trigger is refused on the spot.
  await addRule(page, '   ', 'Anything');
  await expect(addForm(page).getByRole('alert')).toHaveText(TEXT.required);

  await addRule(page, ODD, 'Point to the pricing page and offer a call');
  await expect(toast(page, TEXT.added)).toBeVisible();
  await expect(addForm(page).getByLabel('Trigger prompt')).toHaveValue('');
  await addRule(page, OTHER);
  await expect(toast(page, TEXT.added)).toBeVisible();
  await expect(rules(page).getByRole('listitem')).toHaveCount(2);
  await expect(addForm(page).getByLabel('Trigger prompt')).toHaveValue('');

  // The same trigger again: the status and the server's detail.
  await addRule(page, OTHER);
  const conflict = toast(page, TEXT.addFailed);
  await expect(conflict).toContainText('HTTP 409 Conflict');
  await expect(conflict).toContainText(OTHER);

  // Collapsed, then expanded to show the semantic response.
  const toggle = ruleItem(page, ODD).getByRole('button', { name: ODD, exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(ruleItem(page, ODD).getByText('Point to the pricing page and offer a call')).toBeVisible();

  // Only the semantic response changes: the PATCH carries just that, to the encoded path.
  await ruleItem(page, ODD).getByRole('button', { name: 'Edit rule' }).click();
  await editForm(page)
    .getByLabel(/^Semantic response/)
    .fill('Share the pricing page');
  const [patch] = await Promise.all([
    page.waitForRequest(ruleCall('PATCH')),
    editForm(page).getByRole('button', { name: 'Save' }).click(),
  ]);
  expect(new URL(patch.url()).pathname).toBe(`/api/qualification-rules/${ODD_SEGMENT}`);
  expect(patch.postDataJSON()).toEqual({ semantic_response: 'Share the pricing page' });
  await expect(toast(page, TEXT.updated)).toBeVisible();

  // Kept by the server.
  await page.reload();
  await ruleItem(page, ODD).getByRole('button', { name: ODD, exact: true }).click();
  await expect(ruleItem(page, ODD).getByText('Share the pricing page')).toBeVisible();

  // Renaming onto another rule's trigger: the status and the server's detail; still editing.
  await ruleItem(page, OTHER).getByRole('button', { name: 'Edit rule' }).click();
  await editForm(page).getByLabel('Trigger prompt').fill(ODD);
  await editForm(page).getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, TEXT.updateFailed)).toContainText('HTTP 409 Conflict');
  await expect(editForm(page)).toBeVisible();
  // Escape does not leave the screen while a rule is being edited.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/reply-rules$/);

  // Renaming for real sends only the trigger.
  await editForm(page).getByLabel('Trigger prompt').fill('Newsletter growth questions');
  const [rename] = await Promise.all([
    page.waitForRequest(ruleCall('PATCH')),
    editForm(page).getByRole('button', { name: 'Save' }).click(),
  ]);
  expect(rename.postDataJSON()).toEqual({ trigger_prompt: 'Newsletter growth questions' });
  await expect(toast(page, TEXT.updated)).toBeVisible();
  await expect(ruleItem(page, 'Newsletter growth questions')).toBeVisible();

  // Delete asks first; Cancel keeps the rule.
  await ruleItem(page, ODD).getByRole('button', { name: 'Delete rule' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(TEXT.confirm);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(ruleItem(page, ODD)).toBeVisible();

  await ruleItem(page, ODD).getByRole('button', { name: 'Delete rule' }).click();
  const [deletion] = await Promise.all([
    page.waitForRequest(ruleCall('DELETE')),
    page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click(),
  ]);
  expect(new URL(deletion.url()).pathname).toBe(`/api/qualification-rules/${ODD_SEGMENT}`);
  await expect(toast(page, TEXT.deleted)).toBeVisible();
  await expect(rules(page).getByRole('listitem')).toHaveCount(1);
  await page.reload();
  await expect(rules(page).getByRole('listitem')).toHaveCount(1);

  // Idle, Escape goes to /.
  await page.getByRole('heading', { name: 'Reply Rules', level: 1 }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/$/);
});
