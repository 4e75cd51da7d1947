import type { APIResponse, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { connectSandboxX } from '../fixtures/sandbox-x';
import { toast } from '../fixtures/toast';
import { createCompletedUser, sessionOf } from '../fixtures/users';

/** The product's texts (docs/product/screens.md#scheduled-replies, errors.md#scheduled-and-settings). */
const TEXT = {
  empty: 'No scheduled replies yet',
  selected: (n: number) => `${n} ${n === 1 ? 'reply' : 'replies'} selected`,
  bulkDeleted: (n: number) => `Successfully deleted ${n} scheduled ${n === 1 ? 'reply' : 'replies'}`,
  deleted: 'Scheduled reply deleted successfully',
} as const;

/** How many drafts the journey approves. */
const APPROVED = 4;

/**
 * The section heading ('MMMM d, yyyy', docs/product/screens.md#scheduled-replies) of an instant, in the
 * browser's time zone (UTC).
 */
const dayOf = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso));

async function ok<T>(res: APIResponse, what: string): Promise<T> {
  expect(res.ok(), `${what} answered ${res.status()}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/**
 * Gets the user some scheduled replies the way the product does: core users from the simulated
 * network, a monitoring run that drafts replies to their posts, then approving drafts (the API the
 * review screen calls). Answers the approved replies' scheduled_at, soonest first.
 */
async function scheduleReplies(page: Page, count: number, { drySend = false } = {}): Promise<string[]> {
  const suggested = (await connectSandboxX(page, { displayName: 'Scheduled Tester', prefix: 'sr' })).map(
    (a) => a.username,
  );
  const session = await sessionOf(page);
  const headers = { authorization: `Bearer ${session?.access_token ?? ''}` };
  for (const username of suggested.slice(0, 4)) {
    await ok(
      await page.request.post('/api/core-users/add', { headers, data: { username } }),
      'add core user',
    );
  }
  const { monitor_run_id: run } = await ok<{ monitor_run_id: string }>(
    await page.request.post('/api/monitor/trigger', { headers }),
    'POST /api/monitor/trigger',
  );
  let status = '';
  await expect
    .poll(
      async () => {
        const body = await ok<{ status: string; is_complete: boolean }>(
          await page.request.get(`/api/monitor/status/${run}`, { headers }),
          'GET /api/monitor/status',
        );
        status = body.status;
        return body.is_complete;
      },
      { message: 'the monitoring run completes', timeout: 60_000, intervals: [2_000] },
    )
    .toBe(true);
  expect(status).toBe('COMPLETED');
  const { interactions } = await ok<{ interactions: { id: string }[] }>(
    await page.request.get('/api/interactions/pending', { headers }),
    'GET /api/interactions/pending',
  );
  expect(interactions.length, 'drafts to approve').toBeGreaterThanOrEqual(count);
  const times: string[] = [];
  for (const draft of interactions.slice(0, count)) {
    const answer = await ok<{ scheduled_at: string }>(
      await page.request.post('/api/feedback/approve', {
        headers,
        data: { reply_id: draft.id, dry_send: drySend },
      }),
      'POST /api/feedback/approve',
    );
    times.push(answer.scheduled_at);
  }
  return times.sort();
}

test('scheduled replies: grouped by day, select one and delete it, delete one, then delete all', async ({
  page,
}) => {
  await createCompletedUser(page);
  const times = await scheduleReplies(page, APPROVED);

  await page.goto('/scheduled-replies');
  await expect(page.getByRole('heading', { level: 1, name: 'Scheduled' })).toBeVisible();
  const days = [...new Set(times.map(dayOf))].reverse();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(days);
  const boxes = page.getByRole('checkbox');
  await expect(boxes).toHaveCount(APPROVED);
  await expect(page.getByText(/^in \d+(m|h)$/).first()).toBeVisible();

  // The soonest goes out first (30 s after approval by default): select and delete it before then.
  await boxes.first().check();
  const bar = page.getByRole('region', { name: 'Selected replies' });
  await expect(bar.getByText(TEXT.selected(1))).toBeVisible();
  // Selected, it collapses to a compact row: its post preview is gone.
  const row = page.getByRole('listitem').filter({ has: page.getByRole('checkbox', { checked: true }) });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('article')).toHaveCount(0);
  await expect(page.getByRole('article')).toHaveCount(APPROVED - 1);
  await bar.getByRole('button', { name: 'Delete', exact: true }).click();
  // Deleting the selection asks first, with the count.
  const confirm = page.getByRole('alertdialog', { name: 'Delete 1 reply?' });
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page, TEXT.bulkDeleted(1))).toBeVisible();
  await expect(boxes).toHaveCount(APPROVED - 1);
  await expect(bar).toBeHidden();

  // A reply's own delete button.
  const next = page.getByRole('button', { name: /^Delete reply to @/ }).first();
  await next.click();
  await expect(toast(page, TEXT.deleted)).toBeVisible();
  await expect(boxes).toHaveCount(APPROVED - 2);
  // Undo in the toast puts it back; then it goes again.
  await toast(page, TEXT.deleted).getByRole('button', { name: 'Undo' }).click();
  await expect(toast(page, 'Reply back in the schedule')).toBeVisible();
  await expect(boxes).toHaveCount(APPROVED - 1);
  await page
    .getByRole('button', { name: /^Delete reply to @/ })
    .first()
    .click();
  await expect(toast(page, TEXT.deleted)).toBeVisible();
  await expect(boxes).toHaveCount(APPROVED - 2);

  // Delete all asks first, then every listed reply goes.
  await boxes.first().check();
  await expect(bar.getByText(TEXT.selected(1))).toBeVisible();
  await bar.getByRole('button', { name: 'Delete all' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`All ${APPROVED - 2} scheduled replies will be deleted`);
  await dialog.getByRole('button', { name: 'Delete all' }).click();
  await expect(toast(page, TEXT.bulkDeleted(APPROVED - 2))).toBeVisible();
  await expect(page.getByText(TEXT.empty)).toBeVisible();
  await expect(bar).toBeHidden();

  // Gone on the server too.
  await page.reload();
  await expect(page.getByText(TEXT.empty)).toBeVisible();
});

test('a published reply appears under Sent', async ({ page }) => {
  await createCompletedUser(page);
  // A dry send goes out without the platform: the sandbox lets apps reply only where mentioned, and
  // a reply finished on its page is only noticed minutes later. The link to X is a component test.
  await scheduleReplies(page, 1, { drySend: true });
  const session = await sessionOf(page);
  const headers = { authorization: `Bearer ${session?.access_token ?? ''}` };
  // The worker sends it shortly after approval (30 s by default).
  await expect
    .poll(
      async () =>
        (await ok<{ items: unknown[] }>(await page.request.get('/api/sent', { headers }), 'GET /api/sent'))
          .items.length,
      { message: 'the reply went out', timeout: 90_000, intervals: [2_000] },
    )
    .toBe(1);

  await page.goto('/scheduled-replies');
  await page.getByRole('tab', { name: 'Sent' }).click();
  await expect(page).toHaveURL(/\/scheduled-replies\?view=sent$/);
  const sent = page.getByRole('list', { name: 'Sent replies' });
  await expect(sent.getByRole('listitem')).toHaveCount(1);
  await expect(sent.getByText('Dry run, not posted')).toBeVisible();
  await expect(sent.getByRole('listitem').locator('time')).toHaveAttribute('title', /^Sent /);
  // The Scheduled tab no longer lists it.
  await page.getByRole('tab', { name: 'Scheduled' }).click();
  await expect(page.getByText(TEXT.empty)).toBeVisible();
});
