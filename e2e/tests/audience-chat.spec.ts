import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { createConfirmedUser } from '../fixtures/users';
import { AUDIENCE_ANSWERS } from '../fixtures/audience';

/** The product's texts (docs/product/screens.md#onboarding, errors.md#chat-and-keywords). */
const TEXT = {
  stepTitle: 'Monitor Rules',
  understanding: 'Audience Understanding',
  keywords: 'Keywords for Monitoring',
  keywordsUpdated: 'Keywords updated successfully',
} as const;

const conversation = (page: Page) => page.getByRole('log', { name: /conversation/i });
const message = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const understanding = (page: Page) => page.getByRole('progressbar', { name: TEXT.understanding });
const keywords = (page: Page) => page.getByRole('region', { name: TEXT.keywords });
const next = (page: Page) => page.getByRole('button', { name: 'Next' });

async function understandingValue(page: Page): Promise<number> {
  return Number(await understanding(page).getAttribute('aria-valuenow'));
}

/** Onboarding at step 4 (the page reads ?step= for returns from outside the app). */
async function openStep4(page: Page): Promise<void> {
  await page.goto('/onboarding?step=4');
  await expect(page.getByRole('heading', { name: TEXT.stepTitle, level: 1 })).toBeVisible();
  await expect(conversation(page)).toBeVisible();
}

test('define the audience in the chat until the keywords appear, then pick them', async ({ page }) => {
  await createConfirmedUser(page);
  await openStep4(page);

  // No history: the assistant opens, nothing is understood yet, and Next waits.
  const items = conversation(page).getByRole('listitem');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText(/target market in 2-3 sentences/);
  await expect(understanding(page)).toHaveAttribute('aria-valuenow', '0');
  await expect(next(page)).toBeDisabled();
  await expect(page.getByRole('note', { name: 'Drafting is offline' })).toBeVisible();
  await expect(keywords(page)).toBeHidden();

  // Shift+Enter is a new line, not a send.
  await message(page).click();
  await page.keyboard.type('Founders');
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.type('of SaaS');
  await expect(message(page)).toHaveValue('Founders\nof SaaS');
  await expect(items).toHaveCount(1);
  await message(page).fill('');

  let sent = 0;
  let last = 0;
  for (const answer of AUDIENCE_ANSWERS) {
    if (await keywords(page).isVisible()) break;
    await message(page).fill(answer);
    await page.keyboard.press('Enter');
    sent += 1;
    // The answer shows at once; the reply follows and the input comes back (or closes when done).
    await expect(conversation(page).getByText(answer)).toBeVisible();
    await expect(items).toHaveCount(1 + sent * 2);
    // Answered: the input is back, or the audience is defined (while waiting it is disabled too).
    await expect(async () => {
      expect((await message(page).isEnabled()) || (await understandingValue(page)) >= 60).toBe(true);
    }).toPass();
    const value = await understandingValue(page);
    expect(value, 'understanding never goes down').toBeGreaterThanOrEqual(last);
    last = value;
    // Defined: the input closes and the keywords follow (their list loads after the answer).
    if (value >= 60) break;
  }
  expect(sent, 'two or three substantive answers define the audience').toBeLessThanOrEqual(3);

  await expect(keywords(page)).toBeVisible();
  expect(await understandingValue(page)).toBeGreaterThanOrEqual(60);
  await expect(message(page)).toBeDisabled();
  await expect(next(page)).toBeEnabled();

  const boxes = keywords(page).getByRole('checkbox');
  expect(await boxes.count()).toBeGreaterThan(0);
  const first = boxes.first();
  // Each keyword is a chip; its checkbox is named by the words and filters, never the query syntax.
  const label = (await first.getAttribute('aria-label')) ?? '';
  expect(label).not.toMatch(/(^|\s)-?[a-z_]+:\S/);
  const wasOn = (await first.getAttribute('aria-checked')) === 'true';
  await first.click();
  await expect(page.getByText(TEXT.keywordsUpdated)).toBeVisible();
  await expect(keywords(page).getByRole('checkbox', { name: label, exact: true })).toHaveAttribute(
    'aria-checked',
    String(!wasOn),
  );

  // Next is open; the server kept the conversation, the completion and the keyword choice.
  await next(page).click();
  await expect(page.getByRole('heading', { name: 'Free Trial', level: 1 })).toBeVisible();
  await openStep4(page);
  await expect(items).toHaveCount(1 + sent * 2);
  await expect(conversation(page).getByText(AUDIENCE_ANSWERS[0]!)).toBeVisible();
  await expect(message(page)).toBeDisabled();
  await expect(next(page)).toBeEnabled();
  await expect(keywords(page).getByRole('checkbox', { name: label, exact: true })).toHaveAttribute(
    'aria-checked',
    String(!wasOn),
  );
});

test('a vague answer gets a follow-up question and does not complete the audience', async ({ page }) => {
  await createConfirmedUser(page);
  await openStep4(page);
  await message(page).fill('people');
  await page.keyboard.press('Enter');
  const items = conversation(page).getByRole('listitem');
  await expect(items).toHaveCount(3);
  await expect(message(page)).toBeEnabled();
  await expect(message(page)).toBeFocused();
  expect(await understandingValue(page)).toBeLessThan(60);
  await expect(next(page)).toBeDisabled();
  await expect(keywords(page)).toBeHidden();
});
