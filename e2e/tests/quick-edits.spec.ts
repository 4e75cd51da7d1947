import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { connectSandboxX } from '../fixtures/sandbox-x';
import { giveSources } from '../fixtures/sources';
import { toast } from '../fixtures/toast';
import { createCompletedUser } from '../fixtures/users';

/**
 * The card's quick edits on the defaults (the offline writer, no model): each one changes the
 * first card's reply visibly, or says on the card why it cannot; never 'Failed to edit response'.
 * Undo puts back the text from before each edit.
 */
const EDIT_FAILED = 'Failed to edit response';
const SHOTS = '/tmp/shots-quickedits';

const card = (page: Page) => page.getByTestId('top-card');
const draftOf = async (page: Page) =>
  ((await card(page).getByTestId('suggested-response').textContent()) ?? '').trim();
/** The words a reader sees change (not only an emoji or a full stop). */
const wordsOf = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** The card's quick edits, and the further menu's (by their menu names). */
const EDITS: { name: string; menu: boolean }[] = [
  // Detailed first: the offline drafts are short, and a longer reply gives 'Punchier' room.
  { name: 'Detailed', menu: true },
  { name: 'Punchier', menu: false },
  { name: 'Enthusiastic', menu: true },
  { name: 'Too stuffy', menu: false },
  { name: 'Professional', menu: true },
];

test('quick edits change the first card visibly or say why, and undo puts each text back', async ({
  page,
}) => {
  await createCompletedUser(page);
  const [someone] = (await connectSandboxX(page, { displayName: 'Quick Editor', prefix: 'qe' })).map(
    (a) => a.username,
  );
  await giveSources(page, someone!);

  await page.goto('/replies');
  await page.getByRole('button', { name: 'Check for new posts' }).click();
  await expect(page.getByText(/^\d+ repl(y|ies) remaining$/)).toBeVisible({ timeout: 60_000 });

  const texts = [await draftOf(page)];
  let changed = 0;
  for (const { name, menu } of EDITS) {
    const before = await draftOf(page);
    if (menu) {
      await card(page).getByRole('button', { name: 'More rewrites' }).click();
      await page.getByRole('menuitem', { name }).click();
    } else {
      await card(page).getByRole('button', { name, exact: true }).click();
    }
    const reason = card(page)
      .getByRole('status')
      .filter({ hasText: /Use Edit/ });
    await expect(async () => {
      const now = await draftOf(page);
      expect(wordsOf(now) !== wordsOf(before) || (await reason.isVisible()), `${name} did something`).toBe(
        true,
      );
    }).toPass({ timeout: 10_000 });
    await expect(toast(page, EDIT_FAILED)).toHaveCount(0);
    const after = await draftOf(page);
    if (wordsOf(after) !== wordsOf(before)) {
      changed += 1;
      texts.push(after);
      console.log(`[quick edit] ${name}:\n  before: ${before}\n  after:  ${after}`);
    } else {
      console.log(`[quick edit] ${name}: ${await reason.textContent()}\n  kept: ${before}`);
      await page.screenshot({ path: `${SHOTS}/reason-${name.replace(/\s/g, '-')}-1440.png` });
    }
    if (name === 'Punchier') {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${SHOTS}/after-punchier-390.png`, fullPage: true });
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.screenshot({ path: `${SHOTS}/after-punchier-1440.png` });
    }
  }
  expect(changed, 'quick edits change the reply').toBeGreaterThanOrEqual(2);

  // Undo walks back through each text, to the first draft; nothing the user saw is lost.
  for (const text of texts.slice(0, -1).reverse()) {
    await card(page).getByRole('button', { name: 'Undo quick edit' }).click();
    await expect(card(page).getByTestId('suggested-response')).toHaveText(text);
  }
  await expect(card(page).getByRole('button', { name: 'Undo quick edit' })).toHaveCount(0);
  await page.reload();
  await expect(card(page).getByTestId('suggested-response')).toHaveText(texts[0]!);
});
