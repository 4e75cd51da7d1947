import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TAnalyticsReply } from '@gatling/shared/api/analytics';
import { PLATFORM_FILTER_COPY } from '@/components/platform-filter';
import { setUpEachTest } from '@/test/each-test';
import { json } from '@/test/fake-api';
import { signedInServer } from '@/test/signed-in-server';
import {
  analyticsReply,
  analyticsSummary,
  renderAnalytics,
  repliesAnswer,
} from '../testing/analytics-test-kit';
import { ANALYTICS_COPY as COPY } from '../texts';

const X_ROW = analyticsReply('a');
const BLUESKY_ROW = analyticsReply('p', { platform: 'bluesky', post_author: 'pat.bsky.social' });

/** The API as the server answers it: `?platform=` narrows the figures and the replies. */
function server(rows: TAnalyticsReply[]) {
  return signedInServer({
    'GET /api/analytics/summary': (url) => {
      const platform = url.searchParams.get('platform');
      const published = rows.filter((r) => !platform || r.platform === platform).length;
      return json(
        analyticsSummary({
          funnel: { drafted: 9, reviewed: 9, approved: 4, edited: 1, rejected: 4, published, failed: 0 },
        }),
      );
    },
    'GET /api/analytics/replies': (url) => {
      const platform = url.searchParams.get('platform');
      if (url.searchParams.get('format') === 'csv')
        return new Response('id\n', { headers: { 'content-type': 'text/csv' } });
      return repliesAnswer(
        url.searchParams.get('range')!,
        url.searchParams.get('sort')!,
        rows.filter((r) => !platform || r.platform === platform),
      );
    },
  });
}

const asked = (calls: { url: URL }[], path: string) =>
  calls
    .filter((c) => c.url.pathname === path && c.url.searchParams.get('format') !== 'csv')
    .map((c) => c.url.searchParams.get('platform'));
const filter = () => screen.getByRole('group', { name: PLATFORM_FILTER_COPY.label });
const rowsOf = async () =>
  within(await screen.findByRole('table', { name: /^Replies/ }))
    .getAllByRole('row')
    .slice(1);

describe('/analytics, one platform or all', () => {
  setUpEachTest();

  it('a user with X only sees no filter, and each reply in the table says X', async () => {
    await server([X_ROW, analyticsReply('b')]);
    renderAnalytics();
    const rows = await rowsOf();
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(within(row).getByText('X', { exact: true })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: PLATFORM_FILTER_COPY.label })).not.toBeInTheDocument();
  });

  it('asks for one platform’s figures and replies (?platform=), and keeps the choice in the address', async () => {
    const { calls } = await server([X_ROW, BLUESKY_ROW]);
    const { user, router } = renderAnalytics('?range=7d');
    const rows = await rowsOf();
    expect(within(rows[1]!).getByText('Bluesky', { exact: true })).toBeInTheDocument();

    await user.click(within(filter()).getByRole('button', { name: 'Bluesky' }));
    await waitFor(async () => expect(await rowsOf()).toHaveLength(1));
    expect(
      within((await rowsOf())[0]!).getByText(COPY.replies.openPost('pat.bsky.social')),
    ).toBeInTheDocument();
    expect(within(screen.getByTestId('figure-published')).getByText('1')).toBeInTheDocument();
    expect(asked(calls, '/api/analytics/summary')).toEqual([null, 'bluesky']);
    expect(asked(calls, '/api/analytics/replies')).toEqual([null, 'bluesky']);
    expect(router.state.location.search).toBe('?range=7d&platform=bluesky');
  });

  it('after a reload with ?platform=bluesky asks for Bluesky only, and the CSV is Bluesky’s', async () => {
    const { calls } = await server([X_ROW, BLUESKY_ROW]);
    URL.createObjectURL = vi.fn(() => 'blob:analytics');
    URL.revokeObjectURL = vi.fn();
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    const { user } = renderAnalytics('?platform=bluesky');
    expect(await rowsOf()).toHaveLength(1);
    expect(within(filter()).getByRole('button', { name: 'Bluesky' })).toHaveAttribute('aria-pressed', 'true');
    expect(asked(calls, '/api/analytics/summary')).toEqual(['bluesky']);

    await user.click(screen.getByRole('button', { name: COPY.replies.download }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    const csv = calls.find((c) => c.url.searchParams.get('format') === 'csv')!;
    expect(csv.url.searchParams.get('platform')).toBe('bluesky');
    expect(clicks[0]!.download).toBe('gatling-replies-30d-bluesky.csv');
  });
});
