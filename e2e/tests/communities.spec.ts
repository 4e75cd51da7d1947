import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { makeSheetPrivate, putSheet, sheetLink, uniqueSheetId } from '../fixtures/sheets';
import { createCompletedUser } from '../fixtures/users';
import { connectSandboxX, sandboxHandle } from '../fixtures/sandbox-x';
import { toast } from '../fixtures/toast';

/** The product's texts (docs/product/screens.md#communities, errors.md#core-users). */
const TEXT = {
  empty: 'No core users added yet',
  added: (u: string) => `Added @${u} to core users`,
  removed: (u: string) => `Removed @${u} from core users`,
  imported: (n: number) => `Successfully added ${n} users`,
  invalid: (n: number) => `Failed to add ${n} invalid usernames`,
} as const;

const usernameInput = (page: Page) => page.getByPlaceholder('Enter username');
const addButton = (page: Page) => page.getByRole('button', { name: 'Add', exact: true });
const coreUserList = (page: Page) => page.getByRole('list', { name: 'Core users' });
const importTrigger = (page: Page) => page.getByRole('button', { name: 'Import from Google Sheets' });
const importCard = (page: Page) => page.getByRole('dialog', { name: 'Import from Google Sheets' });

async function addUsername(page: Page, text: string) {
  await usernameInput(page).fill(text);
  await addButton(page).click();
}

test('core users: connect X, add a sandbox account, a duplicate, an unknown name, remove it', async ({
  page,
}) => {
  await createCompletedUser(page);
  await page.goto('/communities');
  await expect(page.getByRole('heading', { name: 'Target Audience', level: 1 })).toBeVisible();
  await expect(page.getByText(TEXT.empty)).toBeVisible();
  await expect(addButton(page)).toBeDisabled();

  // Without a connected X account, the server says what to do.
  await addUsername(page, 'someone');
  await expect(toast(page, 'Connect your X account in Settings first')).toBeVisible();

  const [first] = await connectSandboxX(page, { displayName: 'Core Users Tester', prefix: 'cu' });
  const someone = first!;
  await page.goto('/communities');
  await expect(page.getByText(TEXT.empty)).toBeVisible();

  // A leading @ and spaces are fine; X's spelling, name and avatar come back.
  await addUsername(page, `  @${someone.username} `);
  await expect(toast(page, TEXT.added(someone.username))).toBeVisible();
  const row = coreUserList(page)
    .getByRole('listitem')
    .filter({ hasText: `@${someone.username}` });
  await expect(row).toBeVisible();
  await expect(row.getByText(someone.name)).toBeVisible();
  await expect(row.locator('img')).toHaveAttribute('src', /.+/);
  await expect(usernameInput(page)).toHaveValue('');

  // The same account again, in another case: the server's detail.
  await addUsername(page, someone.username.toUpperCase());
  await expect(toast(page, `@${someone.username} is already one of your core users`)).toBeVisible();

  // A name the network does not know: on the simulated network, the detail points at its accounts.
  const unknown = sandboxHandle('zz');
  await addUsername(page, unknown);
  await expect(toast(page, `@${unknown} is not on the simulated network`)).toBeVisible();

  // Kept by the server.
  await page.reload();
  await expect(coreUserList(page).getByText(`@${someone.username}`)).toBeVisible();
  await expect(coreUserList(page).getByRole('listitem')).toHaveCount(1);

  await page.getByRole('button', { name: `Remove @${someone.username}` }).click();
  await expect(toast(page, TEXT.removed(someone.username))).toBeVisible();
  await expect(page.getByText(TEXT.empty)).toBeVisible();
  await page.reload();
  await expect(page.getByText(TEXT.empty)).toBeVisible();
});

test('core users: import the first column of a shared Google Sheet through the hover card', async ({
  page,
}) => {
  await createCompletedUser(page);
  const [, second, third] = await connectSandboxX(page, { displayName: 'Core Users Tester', prefix: 'cu' });
  const a = second!;
  const b = third!;
  const sheet = uniqueSheetId();
  // A title row, a profile link, an @name, something that is no username, a name X does not know.
  const unknown = sandboxHandle('zz');
  await putSheet(
    page.request,
    sheet,
    [
      'Username,Notes',
      `https://x.com/${a.username},met at a meetup`,
      `@${b.username},`,
      'not a name!,',
      `${unknown},`,
    ].join('\n'),
  );

  await page.goto('/communities');
  await expect(page.getByText(TEXT.empty)).toBeVisible();

  // The card opens when the mouse rests on the button, and explains what the sheet needs.
  await importTrigger(page).hover();
  await expect(importCard(page)).toBeVisible();
  // Its code loads on demand, yet it sits where it belongs: under the button, their right edges aligned.
  const [button, card] = await Promise.all([
    importTrigger(page).boundingBox(),
    importCard(page).boundingBox(),
  ]);
  expect(card!.y).toBeGreaterThanOrEqual(button!.y + button!.height);
  expect(Math.abs(card!.x + card!.width - (button!.x + button!.width))).toBeLessThan(2);
  await expect(importCard(page).getByText(/first column/)).toBeVisible();
  await expect(importCard(page).getByText(/Anyone with the link/)).toBeVisible();
  const importButton = importCard(page).getByRole('button', { name: 'Import', exact: true });
  await expect(importButton).toBeDisabled();

  await importCard(page).getByLabel('Google Sheets URL').fill(sheetLink(sheet));
  await importButton.click();
  const summary = toast(page, TEXT.imported(2));
  await expect(summary).toBeVisible();
  await expect(summary).toContainText(`${TEXT.invalid(2)}: not a name!, ${unknown}`);
  await expect(importCard(page)).toBeHidden();
  await expect(coreUserList(page).getByText(`@${a.username}`)).toBeVisible();
  await expect(coreUserList(page).getByText(`@${b.username}`)).toBeVisible();

  // Importing the same sheet again adds nobody new: the refused names lead, then who was there.
  await importTrigger(page).click();
  await importCard(page).getByLabel('Google Sheets URL').fill(sheetLink(sheet));
  await importCard(page).getByRole('button', { name: 'Import', exact: true }).click();
  await expect(toast(page, TEXT.invalid(2))).toContainText(
    `not a name!, ${unknown} 2 were already in your list.`,
  );

  // A sheet that is not shared: the server's detail, and the card keeps the link to fix.
  const closed = uniqueSheetId();
  await makeSheetPrivate(page.request, closed);
  await importTrigger(page).click();
  await importCard(page).getByLabel('Google Sheets URL').fill(sheetLink(closed));
  await importCard(page).getByRole('button', { name: 'Import', exact: true }).click();
  await expect(
    toast(page, 'The sheet is not public: share it as anyone with the link can view'),
  ).toBeVisible();
  await expect(importCard(page).getByLabel('Google Sheets URL')).toHaveValue(sheetLink(closed));
  await expect(coreUserList(page).getByRole('listitem')).toHaveCount(2);
});

test('core users on a phone: a tap opens the import card, and the list fits the screen', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 375, height: 740 },
    hasTouch: true,
    isMobile: true,
  });
  try {
    const page = await context.newPage();
    await createCompletedUser(page);
    await page.goto('/communities');
    await expect(page.getByText(TEXT.empty)).toBeVisible();
    await importTrigger(page).tap();
    await expect(importCard(page)).toBeVisible();
    await expect(importCard(page).getByLabel('Google Sheets URL')).toBeFocused();
    const box = await importCard(page).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    // No horizontal scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // Tapping elsewhere closes it.
    await page.getByRole('heading', { name: 'Target Audience' }).tap();
    await expect(importCard(page)).toBeHidden();
  } finally {
    await context.close();
  }
});
