import type { Locator, Page, TestInfo } from '@playwright/test';
import { audit, settle, violations } from '../fixtures/axe';
import { seedDrafts } from '../fixtures/drafts';
import { expect, test } from '../fixtures/test';
import { toast } from '../fixtures/toast';
import { createCompletedUser } from '../fixtures/users';

/**
 * The review screen as a new user meets it, on the defaults, at a phone's and a desktop's width
 * (docs/decisions/0041-review-confirmations-and-undo.md): the confirmations that come when the
 * undo time is over say which reply they mean and cover neither the header nor the review
 * actions; the Undo control never covers the card, and Z undoes; the cards underneath do not show
 * through the top one; why the post was picked is on the card in one line; a skip link comes first
 * and Escape gives the focus back to Edit; axe finds nothing serious.
 */
const VIEWPORTS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false },
] as const;
/** Long enough for the checks made while Undo shows, on a busy machine. */
const UNDO_SECONDS = 10;

type TBox = { x: number; y: number; width: number; height: number };
const intersects = (a: TBox, b: TBox) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<TBox> {
  const box = await locator.boundingBox();
  expect(box, `${locator.toString()} is laid out`).not.toBeNull();
  return box!;
}

/** The box of a toast once it stopped moving (it slides in). */
async function settledBox(locator: Locator): Promise<TBox> {
  let last = '';
  let box: TBox | null = null;
  await expect
    .poll(
      async () => {
        box = await locator.boundingBox();
        const now = JSON.stringify(box);
        const still = now === last;
        last = now;
        return still && box !== null;
      },
      { intervals: [150] },
    )
    .toBe(true);
  return box!;
}

/** A CSS colour with no transparency (rgb(), or oklch()/rgba() whose alpha is 1). */
function isOpaque(color: string): boolean {
  if (color === 'transparent') return false;
  const slash = /\/\s*([\d.]+)(%?)\s*\)$/.exec(color);
  if (slash) return Number(slash[1]) / (slash[2] ? 100 : 1) >= 1;
  const rgba = /^rgba\([^,]+,[^,]+,[^,]+,\s*([\d.]+)\)$/.exec(color);
  return rgba ? Number(rgba[1]) >= 1 : true;
}

const counter = (page: Page) => page.getByText(/^\d+ repl(y|ies) remaining$/);
const remaining = async (page: Page) => Number((await counter(page).textContent())?.split(' ')[0]);
const topCard = (page: Page) => page.getByTestId('top-card');
const actionButtons = (page: Page) =>
  ['Ignore', 'Edit', 'Send'].map((name) => page.getByRole('button', { name, exact: true }));

async function shot(page: Page, info: TestInfo, name: string) {
  await page.screenshot({ path: info.outputPath(`${name}.png`) });
}

// The runs at each width are independent journeys (each its own user): any free worker takes one.
test.describe.configure({ mode: 'parallel' });

for (const { name, ...device } of VIEWPORTS) {
  test(`review screen at ${device.viewport.width} px: named confirmations, undo beside the card, why this post`, async ({
    browser,
  }, info) => {
    const context = await browser.newContext(device);
    const page = await context.newPage();
    try {
      await createCompletedUser(page);
      expect(await seedDrafts(page), 'drafts to review').toBeGreaterThanOrEqual(3);
      await page.evaluate((s) => window.localStorage.setItem('undoTimeout', String(s)), UNDO_SECONDS);
      await page.goto('/replies');
      await expect(topCard(page)).toBeVisible();
      await settle(page);
      const start = await remaining(page);

      // A skip link is the first thing Tab reaches, and it takes the focus to the review card.
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to review card' });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page.locator('#review-card')).toBeFocused();
      await expect(topCard(page).getByRole('article', { name: /^Reply to / })).toBeFocused();

      // Why this post: on the card, in one line, the whole of it in the button's name.
      const why = topCard(page).getByTestId('picked-line');
      await expect(why).toBeVisible();
      await expect(why).toHaveAccessibleName(/^Why this post: /);
      const lineHeight = await why.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
      expect((await boxOf(why)).height).toBeLessThanOrEqual(lineHeight + 2);
      expect(intersects(await boxOf(why), await boxOf(topCard(page)))).toBe(true);

      // The top card is opaque, and the card below shows only its edge: its content is hidden
      // until the top card is dragged off it.
      const topArticle = topCard(page).locator('article').first();
      expect(isOpaque(await topArticle.evaluate((el) => getComputedStyle(el).backgroundColor))).toBe(true);
      const nextContent = page.locator('[data-card-stack] > div:nth-child(2) article > *');
      const visibilities = () =>
        nextContent.evaluateAll((els) => [...new Set(els.map((el) => getComputedStyle(el).visibility))]);
      expect(await visibilities()).toEqual(['hidden']);
      const card = await boxOf(topCard(page));
      const from = { x: card.x + card.width / 2, y: card.y + Math.min(card.height / 2, 160) };
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(from.x + 60, from.y, { steps: 5 });
      expect(await visibilities()).toEqual(['visible']);
      await page.mouse.up();
      await expect.poll(visibilities).toEqual(['hidden']);
      await expect(counter(page)).toHaveText(`${start} ${start === 1 ? 'reply' : 'replies'} remaining`);
      await shot(page, info, `${name}-1-stack`);

      // Send: the Undo control shows beside the card, never over it, with its key.
      const handle = (await topCard(page)
        .getByText(/^@\w+$/)
        .first()
        .textContent())!;
      const draft = (await topCard(page).getByTestId('suggested-response').textContent())!.trim();
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(counter(page)).toHaveText(`${start - 1} replies remaining`);
      // Its name is its visible words: "Undo", and its key where a keyboard is expected.
      const undo = page.getByRole('button', { name: name === 'phone' ? 'Undo' : 'Undo Z', exact: true });
      await expect(undo).toBeVisible();
      await expect(undo).toHaveAttribute('aria-keyshortcuts', 'Z');
      expect(intersects(await boxOf(undo), await boxOf(topCard(page))), 'Undo over the card').toBe(false);
      if (name === 'phone') {
        expect(intersects(await boxOf(undo), await boxOf(page.locator('header').first()))).toBe(false);
      }
      // Z undoes: the same draft is back on top.
      await page.keyboard.press('z');
      await expect(counter(page)).toHaveText(`${start} replies remaining`);
      await expect(topCard(page).getByTestId('suggested-response')).toHaveText(draft);

      // Send again and wait out the undo time: "Scheduled" names the reply, at the bottom, over
      // neither the header nor the actions nor the bottom navigation.
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(counter(page)).toHaveText(`${start - 1} replies remaining`);
      await expect(undo).toBeVisible();
      await shot(page, info, `${name}-2-undo`);
      // The accessible name holds the visible words (axe's label-in-name).
      const labelInName = await violations(page, {
        only: '[data-testid="undo-dock"]',
        rules: ['label-content-name-mismatch'],
      });
      expect(labelInName.map((v) => `${v.id}: ${v.nodes.map((n) => n.failureSummary).join(' | ')}`)).toEqual(
        [],
      );

      const scheduled = toast(page, 'Scheduled');
      await expect(scheduled).toBeVisible({ timeout: 25_000 });
      const description = (await scheduled.locator('[data-description]').textContent()) ?? '';
      expect(description).toMatch(new RegExp(`^Reply to ${handle}: "`));
      const words = /: "(.*?)…?"/.exec(description)?.[1] ?? '';
      expect(words.length).toBeGreaterThan(0);
      expect(draft.replace(/\s+/g, ' ').startsWith(words)).toBe(true);
      const toastBox = await settledBox(scheduled);
      await shot(page, info, `${name}-3-toast`);
      await expect(scheduled).toBeInViewport({ ratio: 1 });
      for (const button of actionButtons(page)) {
        expect(intersects(toastBox, await boxOf(button)), `toast over ${button.toString()}`).toBe(false);
      }
      if (name === 'phone') {
        expect(
          intersects(toastBox, await boxOf(page.locator('header').first())),
          'toast over the header',
        ).toBe(false);
        expect(intersects(toastBox, await boxOf(page.getByRole('navigation', { name: 'Tools' })))).toBe(
          false,
        );
      } else {
        expect(intersects(toastBox, await boxOf(topCard(page))), 'toast over the card').toBe(false);
      }
      expect(intersects(toastBox, await boxOf(counter(page))), 'toast over the counter').toBe(false);

      // Ignore, and while it counts down: the toast of the first stays clear of the Undo control.
      await page.getByRole('button', { name: 'Ignore', exact: true }).click();
      await expect(undo).toBeVisible();
      // The first toast may have timed out by now (on a busy machine it has): only one still shown
      // is measured, without waiting for it.
      const stillShown = (await scheduled.isVisible())
        ? await scheduled.boundingBox({ timeout: 1_000 }).catch(() => null)
        : null;
      if (stillShown) expect(intersects(stillShown, await boxOf(undo)), 'toast over Undo').toBe(false);
      // axe with Undo showing, once the toasts stopped moving (a toast fading out blends its text
      // into the page, and axe would measure the blend); "Reply ignored" comes meanwhile (read as
      // soon as it shows).
      const rejected = toast(page, 'Reply ignored')
        .locator('[data-description]')
        .textContent({ timeout: 40_000 });
      await settle(page);
      expect(await audit(page, `/replies ${name} with undo`)).toEqual([]);
      expect(await rejected).toMatch(/^Reply to @\w+: ".+"$/);

      // The edit form: Escape closes it and the focus is back on Edit.
      await page.keyboard.press('ArrowUp');
      await expect(page.getByRole('form', { name: 'Edit reply' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('form', { name: 'Edit reply' })).toBeHidden();
      await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeFocused();

      await settle(page);
      expect(await audit(page, `/replies ${name}`)).toEqual([]);

      // And in the dark theme, with the skip link shown and the why-line open.
      await page.evaluate(() => window.localStorage.setItem('theme', 'dark'));
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(topCard(page)).toBeVisible();
      await settle(page);
      await topCard(page).getByTestId('picked-line').click();
      await expect(topCard(page).getByTestId('picked-line')).toHaveAttribute('aria-expanded', 'true');
      await skip.focus();
      await expect(skip).toBeInViewport();
      await shot(page, info, `${name}-4-dark`);
      expect(await audit(page, `/replies ${name} dark`)).toEqual([]);
    } finally {
      await context.close();
    }
  });
}
