import type { APIResponse, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { swipe } from '../fixtures/swipe';
import { connectSandboxX } from '../fixtures/sandbox-x';
import { toast } from '../fixtures/toast';
import { createCompletedUser, sessionOf } from '../fixtures/users';

const TEXT = {
  scheduled: 'Scheduled',
  remaining: (n: number) => `${n} ${n === 1 ? 'reply' : 'replies'} remaining`,
  offline: "You're offline. It will be sent when you're back online.",
} as const;

const UNDO_SECONDS = 8;

async function ok<T>(res: APIResponse, what: string): Promise<T> {
  expect(res.ok(), `${what} answered ${res.status()}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

type TDraft = { id: string; suggested_response: string };

/** A signed-in user with drafts to review: core users from the simulated network, one monitoring run. */
async function userWithDrafts(page: Page) {
  await createCompletedUser(page);
  const accounts = await connectSandboxX(page, { displayName: 'Durable Tester', prefix: 'ds' });
  const session = (await sessionOf(page))!;
  const headers = { authorization: `Bearer ${session.access_token}` };
  for (const { username } of accounts.slice(0, 3)) {
    await ok(
      await page.request.post('/api/core-users/add', { headers, data: { username } }),
      'add core user',
    );
  }
  const { monitor_run_id: run } = await ok<{ monitor_run_id: string }>(
    await page.request.post('/api/monitor/trigger', { headers }),
    'POST /api/monitor/trigger',
  );
  await expect
    .poll(
      async () =>
        (
          await ok<{ is_complete: boolean }>(
            await page.request.get(`/api/monitor/status/${run}`, { headers }),
            'GET /api/monitor/status',
          )
        ).is_complete,
      { message: 'the monitoring run completes', timeout: 60_000, intervals: [2_000] },
    )
    .toBe(true);
  const pending = async () =>
    (
      await ok<{ interactions: TDraft[] }>(
        await page.request.get('/api/interactions/pending', { headers }),
        'GET /api/interactions/pending',
      )
    ).interactions;
  const scheduledIds = async () =>
    (
      await ok<{ id: string }[]>(await page.request.get('/api/scheduled', { headers }), 'GET /api/scheduled')
    ).map((r) => r.id);
  await page.evaluate((s) => window.localStorage.setItem('undoTimeout', String(s)), UNDO_SECONDS);
  return { pending, scheduledIds };
}

const counter = (page: Page) => page.getByText(/^\d+ repl(y|ies) remaining$/);
const topDraft = (page: Page) => page.getByTestId('top-card').getByTestId('suggested-response');

/** Drags the top card right, past the send threshold, as a finger would. */
const swipeRight = (page: Page) => swipe(page, 220, 10);

test('a swipe survives a reload during the countdown and reaches the Scheduled list once', async ({
  page,
}) => {
  const { pending, scheduledIds } = await userWithDrafts(page);
  const drafts = await pending();
  expect(drafts.length, 'drafts to review').toBeGreaterThanOrEqual(2);
  const [first] = drafts;

  await page.goto('/replies');
  await expect(counter(page)).toHaveText(TEXT.remaining(drafts.length));
  await expect(topDraft(page)).toHaveText(first!.suggested_response);
  await swipeRight(page);
  await expect(counter(page)).toHaveText(TEXT.remaining(drafts.length - 1));

  // Reload mid-countdown: the card stays away and the countdown goes on, undo still offered.
  await page.reload();
  await expect(counter(page)).toHaveText(TEXT.remaining(drafts.length - 1));
  await expect(topDraft(page)).not.toHaveText(first!.suggested_response);
  await expect(page.getByRole('button', { name: /^Undo/ })).toBeVisible();
  expect((await pending()).map((d) => d.id)).toContain(first!.id);

  await expect(toast(page, TEXT.scheduled)).toBeVisible({ timeout: UNDO_SECONDS * 1000 + 5_000 });
  expect((await scheduledIds()).filter((id) => id === first!.id)).toHaveLength(1);
  await page.goto('/scheduled-replies');
  await expect(page.getByText(first!.suggested_response, { exact: true })).toHaveCount(1);
  await page.goto('/replies');
  await expect(counter(page)).toHaveText(TEXT.remaining(drafts.length - 1));
});

test('a swipe made offline is sent once when the browser is back online', async ({ page, context }) => {
  const { pending, scheduledIds } = await userWithDrafts(page);
  const drafts = await pending();
  const [first] = drafts;

  await page.goto('/replies');
  await expect(counter(page)).toHaveText(TEXT.remaining(drafts.length));
  await context.setOffline(true);
  await swipeRight(page);
  await expect(counter(page)).toHaveText(TEXT.remaining(drafts.length - 1));
  await expect(toast(page, TEXT.offline)).toBeVisible();

  // Past the countdown (the undo control goes with it), still offline: nothing reached the server.
  const undo = page.getByRole('button', { name: /^Undo/ });
  await expect(undo).toBeVisible();
  await expect(undo).toBeHidden();
  expect((await pending()).map((d) => d.id)).toContain(first!.id);

  await context.setOffline(false);
  await expect(toast(page, TEXT.scheduled)).toBeVisible({ timeout: 10_000 });
  expect((await scheduledIds()).filter((id) => id === first!.id)).toHaveLength(1);
  await page.reload();
  await expect(counter(page)).toHaveText(TEXT.remaining(drafts.length - 1));
});
