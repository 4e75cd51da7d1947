import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { seedDrafts } from '../fixtures/drafts';
import { connectSandboxX } from '../fixtures/sandbox-x';
import { expect, test } from '../fixtures/test';
import { createCompletedUser, createConfirmedUser, sessionOf } from '../fixtures/users';

/**
 * The demo writer, honest (decision 0047): on the defaults (no model, the local Ollama serve.mjs
 * starts), onboarding's last step offers a model before the first run, and every draft the demo
 * writer made says so on its card, with the way to Settings › Drafting model, at phone and desktop
 * widths.
 */
const SHOTS = '/tmp/shots-demo';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const topCard = (page: Page) => page.getByTestId('top-card');
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });

/**
 * The element is wholly on screen without scrolling, above the review buttons that stay in thumb
 * reach and the bottom navigation under them (where a phone shows it).
 */
async function expectAboveBottomNav(page: Page, testId: string): Promise<void> {
  const box = await topCard(page).getByTestId(testId).boundingBox();
  const nav = await page.getByRole('navigation', { name: 'Tools' }).boundingBox();
  const send = await page.getByRole('button', { name: 'Send', exact: true }).boundingBox();
  expect(box, testId).not.toBeNull();
  expect(nav, 'the bottom navigation').not.toBeNull();
  expect(send, 'the Send button').not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(Math.min(nav!.y, send!.y));
}

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

test("onboarding's last step offers the server's Ollama, a provider key, or demo drafts for now", async ({
  page,
}) => {
  await createConfirmedUser(page);
  await page.setViewportSize(PHONE);
  await page.goto('/onboarding?step=6');
  const choice = page.getByRole('group', { name: 'Who drafts your replies' });
  await expect(choice).toBeVisible();
  await expect(choice.getByRole('radio')).toHaveCount(3);
  await expect(choice.getByRole('radio', { name: 'Ollama on this server' })).toBeVisible();
  await expect(choice.getByRole('radio', { name: 'A provider key' })).toBeVisible();
  await expect(choice.getByRole('radio', { name: 'Use demo drafts for now' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Complete Setup' })).toBeEnabled();
  await shot(page, 'onboarding-last-step-390');

  // The server's Ollama: its models to pick from, the Settings form's Test and Save.
  await choice.getByRole('radio', { name: 'Ollama on this server' }).check();
  await expect(page.getByRole('group', { name: 'Ollama model' }).getByRole('radio').first()).toBeChecked();
  await page.setViewportSize(DESKTOP);
  await shot(page, 'onboarding-last-step-ollama-1280');
});

test('a newcomer on the defaults sees "Demo draft" on the first card, and its link leads to the drafting model', async ({
  page,
}) => {
  await createCompletedUser(page);
  expect(await seedDrafts(page)).toBeGreaterThan(0);

  await page.setViewportSize(PHONE);
  await page.goto('/replies');
  await expect(topCard(page)).toBeVisible();
  await expect(topCard(page).getByText('Demo draft', { exact: true })).toBeVisible();
  await expectAboveBottomNav(page, 'demo-draft');
  await shot(page, 'replies-demo-draft-390');

  await page.setViewportSize(DESKTOP);
  await expect(topCard(page).getByText('Demo draft', { exact: true })).toBeInViewport();
  await shot(page, 'replies-demo-draft-1280');

  await topCard(page).getByRole('link', { name: 'Connect a model for drafts in your voice' }).click();
  await expect(page).toHaveURL(/\/settings#drafting-model$/);
  const section = page.getByRole('region', { name: 'Drafting model' });
  await expect(section).toBeInViewport();
  await expect(section.getByTestId('drafting-now')).toHaveText('Demo writer');
});

test("a run's skipped posts stay listed with why, above the drafts it wrote (decision 0046)", async ({
  page,
}) => {
  await createCompletedUser(page);
  await connectSandboxX(page, { displayName: 'Skip Reader', prefix: 'sk' });
  const session = await sessionOf(page);
  const headers = { authorization: `Bearer ${session?.access_token ?? ''}` };
  // Core users of the simulated network who post in Spanish and German: the demo writer writes
  // English only, so it skips their posts, with that reason.
  for (const name of ['López', 'Martínez', 'Müller']) {
    const res = await page.request.get(`/api/core-users/suggestions?q=${encodeURIComponent(name)}`, {
      headers,
    });
    expect(res.ok(), await res.text()).toBe(true);
    const { accounts } = (await res.json()) as { accounts: { username: string }[] };
    expect(accounts.length, `an account named ${name}`).toBeGreaterThan(0);
    const added = await page.request.post('/api/core-users/add', {
      headers,
      data: { username: accounts[0]!.username },
    });
    expect(added.ok(), await added.text()).toBe(true);
  }

  await page.setViewportSize(PHONE);
  await page.goto('/replies');
  await page.getByRole('button', { name: 'Check for new posts' }).click();
  const summary = page.getByText(/^Skipped \d+ posts?$/);
  await expect(summary).toBeVisible({ timeout: 60_000 });
  await summary.click();
  await expect(
    page.getByText('The post is not in English, and drafting without a model writes English only.').first(),
  ).toBeVisible();
  await shot(page, 'skipped-posts-open-390');
});
