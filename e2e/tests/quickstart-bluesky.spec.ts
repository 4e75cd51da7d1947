import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { PORT } from '../env';
import { AUTH_TEXT } from '../fixtures/auth-page';
import { defineAudienceInOnboarding, nextButton as next, stepHeading } from '../fixtures/onboarding';
import { SUBJECT, waitForLinkTo } from '../fixtures/outbox';
import { startOwnServer, type TOwnServer } from '../fixtures/own-server';
import { collectProblems, expect, test } from '../fixtures/test';
import { toast } from '../fixtures/toast';
import { PASSWORD, uniqueEmail } from '../fixtures/users';

/**
 * "The quickstart can send" (docs/decisions/0067): on the defaults, with no BLUESKY_SERVICE_URL,
 * Bluesky is the sandbox network's. A new user signs up, picks a simulated Bluesky account in
 * onboarding's first step (one click, no app password), finishes onboarding, approves the first
 * card, and after the publish delay finds the reply, sent by the app itself, in the post's thread on
 * the sandbox's own page. The shared server talks to the Bluesky wire fake, so this file starts a
 * product of its own (fixtures/own-server.ts), at a phone's width and a desktop's.
 */
const OWN_PORT = PORT + 5;
const OWN_URL = `http://127.0.0.1:${OWN_PORT}`;
const SHOTS = '/tmp/shots-quickstart-bluesky';
const UNDO_SECONDS = 3;
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

const topCard = (page: Page) => page.getByTestId('top-card');

let server: TOwnServer | null = null;

test.describe('the quickstart can send, on the simulated Bluesky', () => {
  test.use({ baseURL: OWN_URL });
  test.beforeAll(async () => {
    // Starting a server of its own: fast alone (under 10 s), minutes while the other workers' journeys
    // fill both cores; a bound on waiting, never a speed target.
    test.setTimeout(180_000);
    // As `npm start` is run: no Bluesky service named, so none is started for this server either.
    server = await startOwnServer(OWN_PORT, { BLUESKY_SERVICE_URL: '', E2E_BLUESKY_FAKE: 'off' });
    mkdirSync(SHOTS, { recursive: true });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  for (const viewport of VIEWPORTS) {
    test(`at ${viewport.width} px: sign up, pick a simulated account, approve, the reply is in the thread`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport, reducedMotion: 'reduce', baseURL: OWN_URL });
      const page = await context.newPage();
      const problems = collectProblems(page);
      const shot = (name: string) =>
        page.screenshot({ path: `${SHOTS}/${name}-${viewport.width}.png`, fullPage: true });
      try {
        // Sign up and confirm, as a newcomer does.
        const email = uniqueEmail('bsky-quickstart');
        await page.goto('/auth?view=sign_up');
        await page.getByLabel('Email address').fill(email);
        await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
        await page.getByRole('button', { name: AUTH_TEXT.buttons.sign_up, exact: true }).click();
        await expect(page.getByText(AUTH_TEXT.checkConfirmation)).toBeVisible();
        await page.goto(await waitForLinkTo(page.request, email, { subject: SUBJECT.confirmation }));
        await expect(page).toHaveURL(/\/onboarding$/);

        // Step 1: Bluesky says it is simulated and offers its accounts; one click connects one.
        await expect(stepHeading(page, 1)).toBeVisible();
        const open = page.getByRole('button', { name: 'Use a simulated Bluesky account' });
        await expect(open).toBeVisible();
        await expect(page.getByText('this connects an account of the simulated network')).toBeVisible();
        await shot('1-connect-step');
        await open.click();
        const list = page.getByRole('list', { name: 'Pick a simulated Bluesky account' });
        const first = list.getByRole('button').first();
        await expect(first).toBeVisible();
        const handle = /@(\S+)$/.exec((await first.getAttribute('aria-label')) ?? '')?.[1] ?? '';
        expect(handle).toMatch(/^[a-z0-9-]+\.sandbox\.test$/);
        await expect(page.getByLabel('App password')).toHaveCount(0);
        await shot('2-simulated-accounts');
        await first.click();
        const card = page.getByRole('group', { name: 'Bluesky' });
        await expect(card.getByText(`@${handle}`)).toBeVisible();
        await expect(card.getByText('Sandbox', { exact: true })).toBeVisible();
        await expect(toast(page, 'Connected to Bluesky')).toBeVisible();
        await shot('3-connected');

        // The rest of onboarding, on its defaults.
        await next(page).click();
        await expect(stepHeading(page, 2)).toBeVisible({ timeout: 60_000 });
        await next(page).click();
        await expect(stepHeading(page, 3)).toBeVisible();
        await next(page).click();
        await expect(stepHeading(page, 4)).toBeVisible();
        await defineAudienceInOnboarding(page);
        await next(page).click();
        await expect(stepHeading(page, 5)).toBeVisible();
        await page.getByRole('button', { name: 'Start Free Trial' }).click();
        await page.getByRole('button', { name: /^Start \d+-day free trial$/ }).click();
        await expect(stepHeading(page, 5)).toBeVisible();
        await page.getByRole('button', { name: 'Next Step' }).click();
        await page.evaluate((s) => window.localStorage.setItem('undoTimeout', String(s)), UNDO_SECONDS);
        await page.getByRole('button', { name: 'Complete Setup' }).click();

        // Cards drafted for posts of the sandbox network, read through its Bluesky face.
        await expect(page).toHaveURL(/\/replies$/, { timeout: 60_000 });
        await expect(topCard(page)).toBeVisible({ timeout: 90_000 });
        const text = ((await topCard(page).getByTestId('suggested-response').textContent()) ?? '').trim();
        expect(text).not.toBe('');
        await shot('4-card');
        await page.getByRole('button', { name: 'Send', exact: true }).click();
        await expect(toast(page, 'Scheduled')).toBeVisible({ timeout: UNDO_SECONDS * 1000 + 15_000 });
        await expect(page.locator('[data-sonner-toast].toast-destructive')).toHaveCount(0);

        // After the publish delay the app posts it itself: no hand-off, and Sent says it is simulated.
        await page.goto('/scheduled-replies?view=sent');
        const sent = page
          .getByRole('listitem')
          .filter({ has: page.getByRole('link', { name: /View on Bluesky/ }) });
        await expect(async () => {
          await page.reload();
          await expect(sent).toHaveCount(1, { timeout: 3_000 });
        }).toPass({ timeout: 120_000, intervals: [5_000] });
        await expect(page.getByRole('button', { name: /^Finish \d+ on X$/ })).toHaveCount(0);
        await expect(
          page.getByText('Simulated: sent on the simulated network, not on Bluesky'),
        ).toBeVisible();
        await shot('5-sent');

        // The reply's own page, then the thread of the post it answers: the reply is in it.
        const href = (await sent.getByRole('link', { name: /View on Bluesky/ }).getAttribute('href')) ?? '';
        expect(href.startsWith(`${OWN_URL}/sandbox/profile/${handle}/post/`)).toBe(true);
        await page.goto(href);
        await expect(page.getByRole('note')).toHaveText(
          'Sandbox network — simulated Bluesky. Nothing here is posted to Bluesky.',
        );
        await expect(page.getByText('Simulated Bluesky', { exact: true })).toBeVisible();
        await expect(page.locator('#post')).toContainText(text);
        await page.getByText('Replying to').getByRole('link').click();
        const replies = page.getByRole('list', { name: 'Replies' });
        await expect(replies.getByRole('listitem').filter({ hasText: text })).toHaveCount(1);
        await expect(replies.getByRole('listitem').filter({ hasText: `@${handle}` })).toHaveCount(1);
        await shot('6-thread');

        expect(problems, 'console errors and uncaught exceptions').toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
