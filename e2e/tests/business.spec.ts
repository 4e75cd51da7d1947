import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { createCompletedUser } from '../fixtures/users';
import { toast } from '../fixtures/toast';

/** The product's texts (docs/product/errors.md#rules-and-business). */
const TEXT = { saved: 'Changes saved successfully' } as const;

const field = (page: Page, label: string | RegExp) => page.getByLabel(label);
const competitor = (page: Page, n: number) => page.getByRole('group', { name: `Competitor ${n}` });
const save = (page: Page) => page.getByRole('button', { name: 'Save changes' });

test('business info: fill in, add and remove competitors, save, and find it all after a reload', async ({
  page,
}) => {
  await createCompletedUser(page);
  await page.goto('/business');
  await expect(page.getByRole('heading', { name: 'Business', level: 1 })).toBeVisible();
  await expect(field(page, 'Business e-mail')).toHaveValue('');
  await expect(save(page)).toBeDisabled();

  // The browser checks the e-mail: nothing is sent.
  await field(page, 'Business e-mail').fill('not-an-email');
  let posted = false;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/business/info')) posted = true;
  });
  await save(page).click();
  expect(await field(page, 'Business e-mail').evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(
    false,
  );
  expect(posted).toBe(false);

  await field(page, 'Business e-mail').fill('hello@acme-replies.example');
  await field(page, /^Calendar link/).fill('https://cal.example.com/acme');
  await field(page, 'One-line summary').fill('Replies at scale, in your own voice');
  await field(page, 'One-paragraph summary').fill(
    'Gatling drafts replies to the posts that matter to you, in your tone, and you approve each one with a swipe.',
  );

  await page.getByRole('button', { name: 'Add competitor' }).click();
  await expect(competitor(page, 1).getByLabel('Name')).toBeFocused();
  await competitor(page, 1).getByLabel('Name').fill('Reply Robot');
  await competitor(page, 1)
    .getByLabel(/^Website/)
    .fill('https://replyrobot.example');
  await competitor(page, 1)
    .getByLabel(/^X handle/)
    .fill('@replyrobot');
  await competitor(page, 1)
    .getByLabel(/^Summary/)
    .fill('Bulk auto-replies');
  await competitor(page, 1).getByLabel(/^Pros/).fill('Cheap');
  await competitor(page, 1).getByLabel(/^Cons/).fill('Sounds like a bot');
  await competitor(page, 1)
    .getByLabel(/^Counter-positioning/)
    .fill('Every reply is yours, approved by you');

  await page.getByRole('button', { name: 'Add competitor' }).click();
  await competitor(page, 2).getByLabel('Name').fill('Throwaway Inc');
  await competitor(page, 2).getByRole('button', { name: 'Remove Throwaway Inc' }).click();
  await expect(competitor(page, 2)).toHaveCount(0);

  await expect(page.getByText('Unsaved changes')).toBeVisible();
  // Escape never throws unsaved changes away.
  await page.getByRole('heading', { name: 'Business', level: 1 }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/business$/);

  await save(page).click();
  await expect(toast(page, TEXT.saved)).toBeVisible();
  await expect(page.getByText('All changes saved')).toBeVisible();
  await expect(save(page)).toBeDisabled();

  await page.reload();
  await expect(field(page, 'Business e-mail')).toHaveValue('hello@acme-replies.example');
  await expect(field(page, /^Calendar link/)).toHaveValue('https://cal.example.com/acme');
  await expect(field(page, 'One-line summary')).toHaveValue('Replies at scale, in your own voice');
  await expect(competitor(page, 1).getByLabel('Name')).toHaveValue('Reply Robot');
  // Saved as the contract reads it: the handle without its @.
  await expect(competitor(page, 1).getByLabel(/^X handle/)).toHaveValue('replyrobot');
  await expect(competitor(page, 1).getByLabel(/^Counter-positioning/)).toHaveValue(
    'Every reply is yours, approved by you',
  );
  await expect(competitor(page, 2)).toHaveCount(0);

  // Removing the competitor and saving leaves none.
  await competitor(page, 1).getByRole('button', { name: 'Remove Reply Robot' }).click();
  await save(page).click();
  await expect(toast(page, TEXT.saved)).toBeVisible();
  await page.reload();
  await expect(page.getByText('No competitors yet.')).toBeVisible();

  // Nothing unsaved: Escape goes to /.
  await page.getByRole('heading', { name: 'Business', level: 1 }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/$/);
});
