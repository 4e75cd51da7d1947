import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures/test';
import { startTrialThroughCheckout } from '../fixtures/billing';
import { authHeaders, ok, publishOneReply } from '../fixtures/published-reply';
import { createCompletedUser } from '../fixtures/users';

type TSummary = {
  funnel: { drafted: number; approved: number; published: number };
  costs: { platform_usd: number; per_published_reply_usd: number | null };
};
type TRow = { reply_text: string; post_author: string; read_at: string | null; likes: number };

test('analytics: a published reply, its first reading, the figures on the page and the CSV', async ({
  page,
}) => {
  await createCompletedUser(page);
  await startTrialThroughCheckout(page);
  await expect(page).toHaveURL(/\/subscription\/success|\/replies/);
  const sent = await publishOneReply(page);
  const headers = await authHeaders(page);

  // The browser suite's server reads a reply's figures as soon as it is out.
  let row: TRow | undefined;
  await expect
    .poll(
      async () => {
        const answer = await ok<{ replies: TRow[] }>(
          await page.request.get('/api/analytics/replies?range=7d', { headers }),
          'analytics replies',
        );
        row = answer.replies[0];
        return row?.read_at ?? null;
      },
      { message: 'the first reading is in', timeout: 30_000, intervals: [1_000] },
    )
    .not.toBeNull();
  expect(row!.reply_text).toBe(sent);
  const summary = await ok<TSummary>(
    await page.request.get('/api/analytics/summary?range=7d', { headers }),
    'summary',
  );
  expect(summary.funnel).toMatchObject({ approved: 1, published: 1 });
  expect(summary.funnel.drafted).toBeGreaterThanOrEqual(1);
  // Searches of the monitoring run, the post lookups and the reading were metered.
  expect(summary.costs.platform_usd).toBeGreaterThan(0);

  await page.goto('/analytics?range=7d');
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  const figures = page.getByRole('region', { name: 'Headline figures' });
  await expect(figures.getByText('Published replies')).toBeVisible();
  await expect(figures).toContainText('1');
  // Amounts under a dollar are shown to four decimals at most (what a reply costs on a cheap
  // model), never fewer than two: $0.07, $0.068, $0.0042.
  const perReply = summary.costs.per_published_reply_usd!;
  const shown = perReply.toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: perReply < 1 ? 4 : 2,
  });
  await expect(figures).toContainText(shown);
  await expect(page.getByText('From draft to published')).toBeVisible();
  const link = page.getByRole('link', { name: `Post by @${row!.post_author}` });
  await expect(link).toHaveAttribute('target', '_blank');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('gatling-replies-7d.csv');
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toMatch(
    /^published_at,platform,source_kind,source_value,post_author,post_url,post_text,reply_url,reply_text,/,
  );
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(row!.post_author);
  // Each row says its network: this reply went out on X (the sandbox network).
  expect(lines[1]?.split(',')[1]).toBe('twitter');
});

test('analytics without a subscription: the plan message and the way to it', async ({ page }) => {
  await createCompletedUser(page);
  await page.goto('/analytics');
  // The 402 opens the paywall, as every plan-gated answer does; behind it, the page says why.
  const paywall = page.getByRole('dialog');
  await expect(paywall.getByText('Advanced analytics')).toBeVisible();
  await paywall.getByRole('button', { name: 'Not now' }).click();
  await expect(page.getByText('Analytics come with the subscription')).toBeVisible();
  await expect(page.getByRole('link', { name: 'See the plan' })).toHaveAttribute('href', '/pricing');
});
