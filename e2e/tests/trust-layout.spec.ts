import type { Locator } from '@playwright/test';
import { seedDrafts } from '../fixtures/drafts';
import { expect, test } from '../fixtures/test';
import { authHeaders, ok, type TPendingDraft } from '../fixtures/published-reply';
import { createCompletedUser, createConfirmedUser } from '../fixtures/users';

/**
 * What the layout hid from a new user at the two sizes people use it at: the first-approval
 * explainer pushing the card's quick edits under the phone's fixed button bar, the dev outbox's
 * long links running off a phone's screen, and the desktop chat stopping short of the window's
 * bottom (it kept room for a header and a bottom navigation only phones have).
 */
const box = async (locator: Locator) => {
  const b = await locator.boundingBox();
  expect(b, 'laid out').not.toBeNull();
  return b!;
};

test('at 390 px the explainer after the first approval costs the card no more than its own ~90 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await createCompletedUser(page);
  expect(await seedDrafts(page)).toBeGreaterThan(0);
  // The explainer the first approval makes due.
  await page.evaluate(() => window.localStorage.setItem('xDeliveryNotice', 'due'));
  await page.goto('/replies');
  const notice = page.getByRole('note', { name: 'How your replies go out' });
  await expect(notice).toBeVisible();
  const quickEdits = page.getByTestId('top-card').getByRole('group', { name: 'Quick edits' });
  await expect(quickEdits).toBeVisible();
  // Its title and two short lines (the full rules took 270 px and hid the quick edits).
  expect((await box(notice)).height).toBeLessThanOrEqual(90);
  const edits = await box(quickEdits);

  // The rules in full are a tap away, and the tap says so.
  const more = notice.getByRole('button', { name: 'Details' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  await expect(notice.getByText("counted X's way", { exact: false })).toBeVisible();
  await expect(notice.getByText('Replies to finish on X wait under Scheduled')).toBeVisible();

  // What the notice costs the card: its height and margin, nothing more (it took ~280 px and put the
  // quick edits of a typical card under the bar; posts and drafts vary, so the cost is what is held).
  await notice.getByRole('button', { name: 'Got it' }).click();
  await expect(notice).toHaveCount(0);
  const without = await box(quickEdits);
  expect(edits.y - without.y, 'the notice pushes the card down by its own height only').toBeLessThanOrEqual(
    90 + 12,
  );
});

test('at 390 px the dev outbox keeps its links on the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // A confirmed account: its confirmation e-mail, with its long link, is in the outbox.
  await createConfirmedUser(page);
  await page.goto('/dev/outbox');
  await expect(page.getByRole('heading', { name: 'Dev outbox' })).toBeVisible();
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, 'nothing runs off the right edge').toBeLessThanOrEqual(widths.client);
});

test('at 1440 px the chat reaches the bottom of the window', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await createCompletedUser(page);
  await page.goto('/chat');
  const input = page.getByRole('textbox').first();
  await expect(input).toBeVisible();
  const field = await box(input);
  // The message field sits at the window's foot, not ~160 px above it.
  expect(field.y + field.height).toBeGreaterThan(900 - 80);
});

test('deleting a scheduled reply leaves the focus on the next one, then on the way on', async ({ page }) => {
  await createCompletedUser(page);
  expect(await seedDrafts(page)).toBeGreaterThan(1);
  const headers = await authHeaders(page);
  const { interactions } = await ok<{ interactions: TPendingDraft[] }>(
    await page.request.get('/api/interactions/pending', { headers }),
    'pending',
  );
  for (const draft of interactions.slice(0, 2)) {
    await ok(
      await page.request.post('/api/feedback/approve', { headers, data: { reply_id: draft.id } }),
      'approve',
    );
  }
  await page.goto('/scheduled-replies');
  const deletes = page.getByRole('button', { name: /^Delete reply to @/ });
  await expect(deletes).toHaveCount(2);
  // The pressed button is disabled while the delete runs, then gone: the focus goes to the next.
  await deletes.first().click();
  await expect(deletes).toHaveCount(1);
  await expect(deletes.first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: 'Review replies' })).toBeFocused();
});
