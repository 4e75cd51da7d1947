import type { Page } from '@playwright/test';
import { BASE_URL, PORT } from '../env';
import { signUpAndConfirm } from '../fixtures/auth-page';
import { audit, settle } from '../fixtures/axe';
import { collectProblems, expect, test } from '../fixtures/test';
import { swipe, topCard } from '../fixtures/swipe';
import { expectNoRepeatedFrames } from '../fixtures/frames';
import {
  addCoreUserInOnboarding,
  connectXInOnboarding,
  defineAudienceInOnboarding,
  nextButton as next,
  stepHeading,
} from '../fixtures/onboarding';

/**
 * The whole loop a new user lives in, as one journey: sign-up → connect X → onboarding → drafts
 * arriving live → swipe with undo → reload mid-countdown → scheduled → published → Sent, with axe
 * on every screen it visits and no console error anywhere. It runs twice: on a laptop at the
 * configured address, and on a phone at another address people type (the app moves to its own
 * first). Each address and each device is covered; the other two pairings would repeat the same
 * code paths at the cost of minutes of CI.
 */
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const MOBILE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const RUNS = [
  { device: 'desktop', address: 'configured', origin: BASE_URL, options: DESKTOP },
  { device: 'mobile', address: 'typed', origin: `http://localhost:${PORT}`, options: MOBILE },
] as const;

// The runs at each width are independent journeys (each its own user): any free worker takes one.
test.describe.configure({ mode: 'parallel' });

const UNDO_SECONDS = 6;

const counter = (page: Page) => page.getByText(/^\d+ repl(y|ies) remaining$/);
const topDraft = (page: Page) => topCard(page).getByTestId('suggested-response');

/** No serious or critical axe finding on the screen as shown now. */
async function expectAccessible(page: Page, screen: string) {
  await settle(page);
  expect(await audit(page, screen), `axe on ${screen}`).toEqual([]);
}

for (const { device, address, origin, options } of RUNS) {
  test(`the review loop end to end, ${device}, opened at the ${address} address`, async ({ browser }) => {
    const context = await browser.newContext({ ...options, baseURL: origin, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const problems = collectProblems(page);
    try {
      // Sign-up at whichever address was typed; the app moves to its own before anything starts.
      await page.goto('/');
      await expect(page).toHaveURL(`${BASE_URL}/`);
      await expectAccessible(page, 'landing');
      await signUpAndConfirm(page);

      // Onboarding: connect a new identity of the simulated network.
      await expect(stepHeading(page, 1)).toBeVisible();
      await expectAccessible(page, 'onboarding 1');
      const { someone } = await connectXInOnboarding(page, { displayName: 'Journey Tester', prefix: 'jr' });
      await next(page).click();
      await expect(stepHeading(page, 2)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Edit Speaking Style' })).toBeVisible();
      await expectAccessible(page, 'onboarding 2');

      // A reload resumes at the step reached.
      await page.reload();
      await expect(stepHeading(page, 2)).toBeVisible();
      await next(page).click();

      await expect(stepHeading(page, 3)).toBeVisible();
      await addCoreUserInOnboarding(page, someone);
      await expectAccessible(page, 'onboarding 3');
      await next(page).click();

      await expect(stepHeading(page, 4)).toBeVisible();
      await defineAudienceInOnboarding(page);
      await expect(next(page)).toBeEnabled();
      await expectAccessible(page, 'onboarding 4');
      await next(page).click();

      await expect(stepHeading(page, 5)).toBeVisible();
      await expectAccessible(page, 'onboarding 5');
      await page.getByRole('button', { name: 'Start Free Trial' }).click();
      await expect(page).toHaveURL(/\/billing\/test-checkout\/[^/]+$/);
      await page.getByRole('button', { name: /^Start \d+-day free trial$/ }).click();
      await expect(stepHeading(page, 5)).toBeVisible();
      await page.getByRole('button', { name: 'Next Step' }).click();

      // Completing onboarding runs monitoring and opens the replies without reloading the page:
      // the marker set on this document is still there, and the drafts arrive as they are made.
      await expect(stepHeading(page, 6)).toBeVisible();
      await expectAccessible(page, 'onboarding 6');
      await page.evaluate((s) => {
        window.localStorage.setItem('undoTimeout', String(s));
        (window as unknown as { sameDocument: boolean }).sameDocument = true;
      }, UNDO_SECONDS);
      await page.getByRole('button', { name: 'Complete Setup' }).click();
      await expect(page).toHaveURL(/\/replies$/, { timeout: 60_000 });
      await expect(counter(page)).toBeVisible({ timeout: 60_000 });
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
        true,
      );
      await expectAccessible(page, 'replies');
      // The stack a new user first sees does not read as a template: no two drafts share a frame.
      await expectNoRepeatedFrames(page, 3);

      // Swipe right, then undo: the same draft is back on top.
      const first = (await topDraft(page).textContent()) ?? '';
      await swipe(page, 400);
      await expect(topDraft(page)).not.toHaveText(first);
      await page.getByRole('button', { name: 'Undo' }).click();
      await expect(topDraft(page)).toHaveText(first);

      // Swipe right and reload while the undo countdown runs: the decision is kept, the card
      // does not come back, and the reply is scheduled once.
      await swipe(page, 400);
      await expect(topDraft(page)).not.toHaveText(first);
      await page.reload();
      await expect(counter(page).or(page.getByText('No more responses to process'))).toBeVisible();
      await expect(topDraft(page)).not.toHaveText(first);

      await page.goto('/scheduled-replies');
      await expect(page.getByRole('heading', { level: 1, name: 'Scheduled' })).toBeVisible();
      const scheduled = page.getByRole('checkbox');
      await expect(scheduled).toHaveCount(1, { timeout: UNDO_SECONDS * 1000 + 15_000 });
      await expectAccessible(page, 'scheduled');

      // X lets an app reply only where the user was mentioned, so a reply to anyone else is the
      // user's to finish on X, from the moment its undo window (30 s after approval) is over: the
      // navigation counts it, and "Finish 1 on X" opens the prefilled page; back on the app's tab
      // the reply is found, recorded once, and leaves the list. Posted by the app, it just leaves.
      const finish = page.getByRole('button', { name: 'Finish 1 on X' });
      const empty = page.getByText('No scheduled replies yet');
      await expect(finish.or(empty)).toBeVisible({ timeout: 90_000 });
      let how = 'Sent by the app';
      if (await finish.isVisible()) {
        how = 'Finished on X';
        await expect(page.getByRole('link', { name: 'Scheduled, 1 reply to finish on X' })).toBeVisible();
        await expectAccessible(page, 'scheduled, your turn');
        await finish.click();
        const flow = page.getByRole('dialog', { name: 'Finish on X' });
        await expect(flow.getByText('1 of 1')).toBeVisible();
        const open = flow.getByRole('link', { name: /^Open reply on X/ });
        await expect(open).toBeFocused();
        await expectAccessible(page, 'finish on X');
        const [x] = await Promise.all([page.waitForEvent('popup'), open.click()]);
        await x.getByRole('button', { name: 'Post' }).click();
        await x.waitForLoadState();
        await x.close();
        // Back on the app's tab it looks for the reply itself; Look again if X was slow to list it.
        await page.bringToFront();
        await page.evaluate(() => window.dispatchEvent(new Event('focus')));
        const done = flow.getByRole('button', { name: 'Done' });
        const again = flow.getByRole('button', { name: 'Look again' });
        await expect(done.or(again)).toBeVisible({ timeout: 30_000 });
        if (await again.isVisible()) await again.click();
        await expect(flow.getByText('1 reply sent on X')).toBeVisible({ timeout: 30_000 });
        await done.click();
        await expect(page.getByText('All caught up on X.')).toBeFocused();
        await expect(page.getByRole('link', { name: 'Scheduled', exact: true })).toBeVisible();
      }
      await expect(empty).toBeVisible({ timeout: 30_000 });
      await page.getByRole('tab', { name: 'Sent' }).click();
      const sent = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: /View on X/ }) });
      await expect(sent).toHaveCount(1);
      await expect(sent).toContainText(first.slice(0, 40));
      await expect(sent).toContainText(how);
      await expectAccessible(page, 'sent');

      expect(problems, 'console errors and uncaught exceptions').toEqual([]);
    } finally {
      await context.close();
    }
  });
}
