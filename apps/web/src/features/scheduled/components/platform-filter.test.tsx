import { screen, within } from '@testing-library/react';
import { createMemoryRouter } from '@/lib/router';
import { describe, expect, it } from 'vitest';
import type { TScheduledReply, TSentReply } from '@gatling/shared/api/scheduled';
import { PLATFORM_FILTER_COPY } from '@/components/platform-filter';
import { json } from '@/test/fake-api';
import { renderRouter } from '@/test/render-in-app';
import {
  later,
  NOW,
  scheduledReply,
  sentReply,
  setUpScheduledTests,
  signedInServer,
} from '../testing/scheduled-test-kit';
import { SCHEDULED_COPY } from '../texts';
import { ScheduledScreen } from './scheduled-screen';

const X_REPLY = scheduledReply('a', later(30));
const BLUESKY_REPLY = scheduledReply('p', later(60), { platform: 'bluesky' });
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000).toISOString();
const X_SENT = sentReply('s', minutesAgo(5));
const BLUESKY_SENT = sentReply('t', minutesAgo(10), {
  platform: 'bluesky',
  published_url: 'https://bsky.app/profile/me.bsky.social/post/3k',
});

/** GET /api/scheduled and /api/sent answering as the server does: `?platform=` narrows the list. */
const only = <T extends { platform: string }>(url: URL, list: T[]) =>
  list.filter((r) => !url.searchParams.has('platform') || r.platform === url.searchParams.get('platform'));
const server = (scheduled: TScheduledReply[], sent: TSentReply[] = []) =>
  signedInServer({
    'GET /api/scheduled': (url) => json(only(url, scheduled)),
    'GET /api/sent': (url) => json({ items: only(url, sent), next_cursor: null }),
  });

function renderScreen(search = '') {
  const router = createMemoryRouter([{ path: '/scheduled-replies', element: <ScheduledScreen /> }], {
    initialEntries: [`/scheduled-replies${search}`],
  });
  return renderRouter(router, { retries: 'none' });
}

const filter = () => screen.getByRole('group', { name: PLATFORM_FILTER_COPY.label });
const choose = (name: string) => within(filter()).getByRole('button', { name });
const platformsAsked = (calls: { url: URL }[], path: string) =>
  calls.filter((c) => c.url.pathname === path).map((c) => c.url.searchParams.get('platform'));

/** The replies' rows: list items, but not a toast (a toast left by another test file is one too). */
const replyRows = () => screen.getAllByRole('listitem').filter((li) => !li.hasAttribute('data-sonner-toast'));

describe('/scheduled-replies, one platform or all', () => {
  setUpScheduledTests();

  it('a user with X only sees no filter, and each reply says it goes out on X', async () => {
    await server([X_REPLY, scheduledReply('b', later(90))]);
    renderScreen();
    expect(await screen.findByText(SCHEDULED_COPY.summary(2))).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: PLATFORM_FILTER_COPY.label })).not.toBeInTheDocument();
    for (const row of replyRows()) expect(within(row).getByText('X', { exact: true })).toBeVisible();
  });

  it('asks the server for one platform (?platform=), shows only its replies and keeps the choice in the address', async () => {
    const { calls } = await server([X_REPLY, BLUESKY_REPLY]);
    const { user, router } = renderScreen();
    expect(await screen.findByText(SCHEDULED_COPY.summary(2))).toBeInTheDocument();
    const rows = replyRows();
    expect(within(rows[0]!).getByText('X', { exact: true })).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Bluesky', { exact: true })).toBeInTheDocument();

    await user.click(choose('Bluesky'));
    expect(await screen.findByText(SCHEDULED_COPY.summary(1))).toBeInTheDocument();
    expect(screen.getByText(/^Reply p:/)).toBeInTheDocument();
    expect(screen.queryByText(/^Reply a:/)).not.toBeInTheDocument();
    expect(platformsAsked(calls, '/api/scheduled')).toEqual([null, 'bluesky']);
    expect(router.state.location.search).toBe('?platform=bluesky');
  });

  it('the Sent tab keeps the platform, and asks for that platform’s sent replies', async () => {
    const { calls } = await server([X_REPLY, BLUESKY_REPLY], [X_SENT, BLUESKY_SENT]);
    const { user, router } = renderScreen('?platform=bluesky');
    expect(await screen.findByText(SCHEDULED_COPY.summary(1))).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: SCHEDULED_COPY.tabs.sent }));
    const list = await screen.findByRole('list', { name: SCHEDULED_COPY.sent.listLabel });
    expect(router.state.location.search).toBe('?platform=bluesky&view=sent');
    expect(choose('Bluesky')).toHaveAttribute('aria-pressed', 'true');
    expect(platformsAsked(calls, '/api/sent')).toEqual(['bluesky']);
    const [item, ...rest] = within(list).getAllByRole('listitem');
    expect(rest).toHaveLength(0);
    expect(within(item!).getByText('Sent reply t')).toBeInTheDocument();
    expect(within(item!).getByText('Bluesky', { exact: true })).toBeInTheDocument();
    expect(within(item!).getByRole('link', { name: /View on Bluesky/ })).toHaveAttribute(
      'href',
      BLUESKY_SENT.published_url,
    );
  });

  it('offers the filter on Sent when the sent replies come from both platforms', async () => {
    const { calls } = await server([], [X_SENT, BLUESKY_SENT]);
    const { user } = renderScreen('?view=sent');
    await screen.findByText('Sent reply t');
    await user.click(choose('X'));
    expect(await screen.findByText('Sent reply s')).toBeInTheDocument();
    expect(screen.queryByText('Sent reply t')).not.toBeInTheDocument();
    expect(platformsAsked(calls, '/api/sent')).toEqual([null, 'twitter']);
  });

  it('says when a platform has nothing scheduled, and Show all platforms brings every reply back', async () => {
    const { calls } = await server([X_REPLY]);
    const { user, router } = renderScreen('?platform=bluesky');
    expect(await screen.findByText(PLATFORM_FILTER_COPY.none('Bluesky'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: PLATFORM_FILTER_COPY.showAll }));
    expect(await screen.findByText(/^Reply a:/)).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(platformsAsked(calls, '/api/scheduled')).toEqual(['bluesky', null]);
  });
});
