import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ANALYTICS_CSV_COLUMNS, ANALYTICS_PLAN_DETAIL } from '@gatling/shared/api/analytics';
import { setUpEachTest } from '@/test/each-test';
import { SIMULATED_COPY } from '@/components/simulated-badge';
import { json, setTestPublicConfig } from '@/test/fake-api';
import { signedInServer } from '@/test/signed-in-server';
import {
  analyticsReply,
  analyticsSummary,
  emptySummary,
  modelUsage,
  renderAnalytics,
  repliesAnswer,
} from '../testing/analytics-test-kit';
import { ANALYTICS_COPY as COPY } from '../texts';

const summaryRoute = () => (url: URL) =>
  json(analyticsSummary({ range: url.searchParams.get('range') as '30d' }));
const repliesRoute = () => (url: URL) =>
  repliesAnswer(url.searchParams.get('range')!, url.searchParams.get('sort')!, [
    analyticsReply('a'),
    analyticsReply('b', { read_at: null, impressions: null, engagement_rate: null, reply_url: null }),
  ]);

const asked = (calls: { url: URL }[], path: string) =>
  calls.filter((c) => c.url.pathname === path).map((c) => Object.fromEntries(c.url.searchParams));

describe('/analytics', () => {
  setUpEachTest();

  it.each([
    ['the sandbox network', true],
    ['X itself', false],
  ])(
    'says the figures are simulated only on the sandbox network (%s)',
    async (_on, sandbox) => {
      setTestPublicConfig({ twitter_sandbox: sandbox });
      await signedInServer({
        'GET /api/analytics/summary': summaryRoute(),
        'GET /api/analytics/replies': repliesRoute(),
      });
      renderAnalytics();
      await screen.findByTestId('figure-published');
      const badge = screen.queryByText(SIMULATED_COPY.label);
      if (sandbox) expect(badge).toHaveTextContent(`${SIMULATED_COPY.label}: ${SIMULATED_COPY.explanation}`);
      else expect(badge).not.toBeInTheDocument();
    },
    15_000,
  );

  it('shows the headline figures with their change against the previous period', async () => {
    const { calls } = await signedInServer({
      'GET /api/analytics/summary': summaryRoute(),
      'GET /api/analytics/replies': repliesRoute(),
    });
    renderAnalytics();
    const published = await screen.findByTestId('figure-published');
    expect(within(published).getByText('42')).toBeInTheDocument();
    expect(within(published).getByText('Up 12')).toBeInTheDocument();
    expect(within(published).getByText('vs previous 30 days')).toBeInTheDocument();

    const rate = screen.getByTestId('figure-engagement-rate');
    expect(within(rate).getByText('3.2%')).toBeInTheDocument();
    expect(within(rate).getByText('Down 0.8 pts')).toHaveClass('text-ignore');
    expect(within(screen.getByTestId('figure-author-replies')).getByText('No change')).toBeInTheDocument();
    const followers = screen.getByTestId('figure-followers');
    expect(within(followers).getByText('+58')).toBeInTheDocument();
    expect(within(followers).getByText('Up 38')).toBeInTheDocument();
    expect(within(followers).getByText('1,258 followers now')).toBeInTheDocument();
    // Cheaper is better: a fall in cost reads as good news.
    const cost = screen.getByTestId('figure-cost');
    expect(within(cost).getByText('$0.05')).toBeInTheDocument();
    expect(within(cost).getByText('Down $0.03')).toHaveClass('text-send');
    // What the figure counts, and who pays the platform calls in it.
    expect(within(cost).getByText(COPY.figures.costSpread(120, 42))).toBeInTheDocument();
    expect(within(cost).getByText(COPY.figures.platformCost('$1.50'))).toBeInTheDocument();
    // Model usage, by task and by model, under the figures.
    expect(screen.getByRole('region', { name: COPY.usage.title })).toBeInTheDocument();

    // The browser's zone goes with the summary, so the hours are the user's.
    expect(asked(calls, '/api/analytics/summary')[0]).toEqual({
      range: '30d',
      tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(screen.getByText('Figures last read 2h ago', { exact: false })).toBeInTheDocument();

    // Each chart is one named image, and its numbers are a table.
    expect(screen.getByRole('img', { name: 'Published replies by day' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Costs by day' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Published replies by day' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getByRole('rowheader', { name: 'Nov 1' })).toBeInTheDocument();

    // The funnel, the sources and the best hours.
    const funnel = screen.getByRole('list', { name: COPY.funnel.title });
    expect(within(funnel).getByText('Edited, then approved').closest('li')).toHaveTextContent(
      'Edited, then approved108.3% of drafts',
    );
    const sources = screen.getByRole('table', { name: COPY.sources.caption });
    // A keyword reads as its words and language, never as the query monitoring searches with.
    expect(
      within(sources).getByRole('rowheader', { name: /^pricing pages \(English\)/ }),
    ).toBeInTheDocument();
    expect(sources).not.toHaveTextContent(/-is:retweet|lang:|"/);
    expect(within(sources).getByRole('rowheader', { name: /@grace/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Engagement rate by hour of day' })).toHaveAccessibleDescription(
      'Best engagement rate at 9 AM, 2 PM, 9 PM.',
    );
  });

  it('lists the replies with links to the post and the reply, and waits for unread figures', async () => {
    await signedInServer({
      'GET /api/analytics/summary': summaryRoute(),
      'GET /api/analytics/replies': repliesRoute(),
    });
    renderAnalytics();
    const table = await screen.findByRole('table', { name: /^Replies/ });
    const [, a, b] = within(table).getAllByRole('row');
    const post = within(a!).getByRole('link', { name: /Post by @author_a/ });
    expect(post).toHaveAttribute('href', 'https://x.com/author_a/status/a');
    expect(post).toHaveAttribute('target', '_blank');
    expect(post.getAttribute('rel')).toContain('noopener');
    const reply = within(a!).getByRole('link', { name: 'Open reply' });
    expect(reply).toHaveAttribute('href', 'https://x.com/me/status/reply-a');
    expect(reply.getAttribute('rel')).toContain('noopener');
    expect(within(a!).getByText('Replied')).toBeInTheDocument();
    expect(within(b!).queryByRole('link', { name: 'Open reply' })).not.toBeInTheDocument();
    expect(within(b!).getAllByText('Pending').length).toBeGreaterThan(0);
    expect(within(table).getByRole('columnheader', { name: 'Eng. rate' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('asks again for the period picked, and keeps it in the address', async () => {
    const { calls } = await signedInServer({
      'GET /api/analytics/summary': summaryRoute(),
      'GET /api/analytics/replies': repliesRoute(),
    });
    const { user, router } = renderAnalytics();
    await screen.findByTestId('figure-published');
    expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(() =>
      expect(asked(calls, '/api/analytics/summary').map((q) => q.range)).toEqual(['30d', '7d']),
    );
    await waitFor(() => expect(asked(calls, '/api/analytics/replies').map((q) => q.range)).toContain('7d'));
    expect(router.state.location.search).toBe('?range=7d');
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findAllByText('vs previous 7 days')).toHaveLength(5);
  });

  it('opens on the period in the address', async () => {
    const { calls } = await signedInServer({
      'GET /api/analytics/summary': summaryRoute(),
      'GET /api/analytics/replies': repliesRoute(),
    });
    renderAnalytics('?range=90d&sort=likes');
    await screen.findByTestId('figure-published');
    expect(asked(calls, '/api/analytics/summary')[0]!.range).toBe('90d');
    expect(asked(calls, '/api/analytics/replies')[0]).toMatchObject({ range: '90d', sort: 'likes' });
    expect(screen.getByRole('combobox', { name: COPY.replies.sortBy })).toHaveValue('likes');
  });

  it('sorts the replies by the order picked', async () => {
    const { calls } = await signedInServer({
      'GET /api/analytics/summary': summaryRoute(),
      'GET /api/analytics/replies': repliesRoute(),
    });
    const { user, router } = renderAnalytics();
    await screen.findByRole('table', { name: /^Replies/ });
    expect(asked(calls, '/api/analytics/replies')[0]!.sort).toBe('engagement');

    await user.selectOptions(screen.getByRole('combobox', { name: COPY.replies.sortBy }), 'Impressions');
    await waitFor(() =>
      expect(asked(calls, '/api/analytics/replies').map((q) => q.sort)).toEqual([
        'engagement',
        'impressions',
      ]),
    );
    expect(router.state.location.search).toBe('?sort=impressions');
    const table = await screen.findByRole('table', { name: /impressions$/ });
    expect(within(table).getByRole('columnheader', { name: 'Impressions' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('downloads the replies as CSV through the API, named after the period', async () => {
    const csv = `${ANALYTICS_CSV_COLUMNS.join(',')}\n`;
    const { calls } = await signedInServer({
      'GET /api/analytics/summary': summaryRoute(),
      'GET /api/analytics/replies': (url) =>
        url.searchParams.get('format') === 'csv'
          ? new Response(csv, { headers: { 'content-type': 'text/csv' } })
          : repliesRoute()(url),
    });
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:analytics';
    });
    URL.revokeObjectURL = vi.fn();
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    const { user } = renderAnalytics('?range=7d');
    await screen.findByRole('table', { name: /^Replies/ });

    await user.click(screen.getByRole('button', { name: COPY.replies.download }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    const csvCall = calls.find((c) => c.url.searchParams.get('format') === 'csv')!;
    expect(Object.fromEntries(csvCall.url.searchParams)).toEqual({
      range: '7d',
      sort: 'engagement',
      format: 'csv',
    });
    expect(new Headers(csvCall.init?.headers).get('authorization')).toBe('Bearer token-1');
    expect(clicks[0]!.download).toBe('gatling-replies-7d.csv');
    expect(clicks[0]!.href).toBe('blob:analytics');
    expect(await created[0]!.text()).toBe(csv);
  });

  it('says what will appear, and when, while nothing is published', async () => {
    const { calls } = await signedInServer({
      'GET /api/analytics/summary': () => json(emptySummary()),
      'GET /api/analytics/replies': repliesRoute(),
    });
    renderAnalytics();
    expect(await screen.findByRole('heading', { name: COPY.empty.title })).toBeInTheDocument();
    expect(
      screen.getByText(/read about 1 hour after it goes out, then 24 hours and 7 days after/),
    ).toBeInTheDocument();
    expect(screen.getByText(COPY.notReadYet(60), { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: COPY.empty.action })).toHaveAttribute('href', '/replies');
    expect(screen.queryByTestId('figure-published')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    // No conversation either: no card to say so.
    expect(screen.queryByRole('region', { name: COPY.conversations.title })).not.toBeInTheDocument();
    expect(calls.length).toBeGreaterThan(0);
  });

  it('shows what drafting spent while nothing is published yet', async () => {
    await signedInServer({
      'GET /api/analytics/summary': () =>
        json({
          ...emptySummary(),
          model_usage: modelUsage(),
          funnel: { ...emptySummary().funnel, drafted: 60 },
        }),
      'GET /api/analytics/replies': repliesRoute(),
    });
    renderAnalytics();
    expect(await screen.findByRole('heading', { name: COPY.empty.title })).toBeInTheDocument();
    const usage = screen.getByRole('region', { name: COPY.usage.title });
    expect(
      within(usage).getByRole('table', { name: `${COPY.usage.title}: ${COPY.usage.byTask}` }),
    ).toBeInTheDocument();
    expect(within(usage).getByText(COPY.usage.whoPays.own)).toBeInTheDocument();
  });

  it('says which part of the spending is simulated, and that nobody pays it', async () => {
    await signedInServer({
      'GET /api/analytics/summary': () =>
        json(analyticsSummary({ costs: { ...analyticsSummary().costs, platform_simulated_usd: 1.5 } })),
      'GET /api/analytics/replies': repliesRoute(),
    });
    renderAnalytics();
    const cost = await screen.findByTestId('figure-cost');
    expect(within(cost).getByText(COPY.figures.simulatedCost('$1.50'))).toBeInTheDocument();
    expect(within(cost).queryByText(COPY.figures.platformCost('$1.50'))).not.toBeInTheDocument();
  });

  it('opens the paywall on 402 and says analytics come with the subscription, without retrying', async () => {
    const plan = () => json({ detail: ANALYTICS_PLAN_DETAIL, code: 'PAYMENT_REQUIRED' }, 402);
    const { calls } = await signedInServer({
      'GET /api/analytics/summary': plan,
      'GET /api/analytics/replies': plan,
    });
    renderAnalytics();
    expect(await screen.findByRole('dialog', { name: 'Upgrade to keep replying' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: COPY.plan.title, hidden: true })).toBeInTheDocument();
    expect(screen.getByText(ANALYTICS_PLAN_DETAIL)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: COPY.retry, hidden: true })).not.toBeInTheDocument();
    expect(asked(calls, '/api/analytics/summary')).toHaveLength(1);
  });

  it('shows a failure with the server’s reason, and Try again loads the figures', async () => {
    let fail = true;
    await signedInServer({
      'GET /api/analytics/summary': (url) =>
        fail ? json({ detail: 'The database is busy', code: 'INTERNAL' }, 500) : summaryRoute()(url),
      'GET /api/analytics/replies': repliesRoute(),
    });
    const { user } = renderAnalytics();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(COPY.loadFailed);
    expect(alert).toHaveTextContent('The database is busy');

    fail = false;
    await user.click(within(alert).getByRole('button', { name: COPY.retry }));
    expect(await screen.findByTestId('figure-published')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
