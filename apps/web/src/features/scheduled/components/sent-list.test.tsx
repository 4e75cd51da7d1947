import { screen, within } from '@testing-library/react';
import { createMemoryRouter } from '@/lib/router';
import { describe, expect, it } from 'vitest';
import { json, setTestPublicConfig } from '@/test/fake-api';
import { renderRouter } from '@/test/render-in-app';
import { NOW, sentReply, setUpScheduledTests, signedInServer } from '../testing/scheduled-test-kit';
import { SCHEDULED_COPY } from '../texts';
import { ScheduledScreen } from './scheduled-screen';

const COPY = SCHEDULED_COPY.sent;
/** Bluesky gives no view counts: the post keeps 0 there. */
const BLUESKY_REACTIONS = { likes: 4, replies: 1, retweets: 0, views: 0 };
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000).toISOString();

const renderSent = () =>
  renderRouter(
    createMemoryRouter([{ path: '/scheduled-replies', element: <ScheduledScreen /> }], {
      initialEntries: ['/scheduled-replies?view=sent'],
    }),
    { retries: 'none' },
  );

describe('/scheduled-replies, the Sent tab', () => {
  setUpScheduledTests();

  it('says "Simulated" on the replies sent on the sandbox network only, never on a real Bluesky reply', async () => {
    // X is the sandbox network on this server; the Bluesky account is a real one.
    setTestPublicConfig({ twitter_sandbox: true });
    await signedInServer({
      'GET /api/scheduled': () => json([]),
      'GET /api/sent': () =>
        json({
          items: [
            sentReply('a', minutesAgo(5), { sandbox: true }),
            sentReply('b', minutesAgo(9), {
              platform: 'bluesky',
              sandbox: false,
              published_url: 'https://bsky.app/profile/me.bsky.social/post/3kb',
            }),
          ],
          next_cursor: null,
        }),
    });
    renderSent();
    await screen.findByText('Sent reply a');
    const card = (username: string) => screen.getByRole('listitem', { name: COPY.itemLabel(username) });
    expect(within(card('author_a')).getByText(SCHEDULED_COPY.sandbox.label)).toHaveTextContent(
      `${SCHEDULED_COPY.sandbox.label}: ${SCHEDULED_COPY.sandbox.explanation('X')}`,
    );
    expect(within(card('author_b')).queryByText(SCHEDULED_COPY.sandbox.label)).not.toBeInTheDocument();
    expect(screen.getAllByText(SCHEDULED_COPY.sandbox.label)).toHaveLength(1);
  });

  it('a Bluesky reply shows no view count, not even 0', async () => {
    await signedInServer({
      'GET /api/scheduled': () => json([]),
      'GET /api/sent': () =>
        json({
          items: [
            sentReply('b', minutesAgo(9), {
              platform: 'bluesky',
              published_url: null,
              original_message: {
                ...sentReply('b', minutesAgo(9)).original_message,
                reactions: BLUESKY_REACTIONS,
              },
            }),
          ],
          next_cursor: null,
        }),
    });
    renderSent();
    await screen.findByText('Sent reply b');
    const card = screen.getByRole('listitem', { name: COPY.itemLabel('author_b') });
    expect(within(card).queryByText(/\bviews?\b/i)).not.toBeInTheDocument();
  });

  it('lists published replies with when, how and a link to each on X; Load more fetches the next page', async () => {
    const { calls } = await signedInServer({
      'GET /api/scheduled': () => json([]),
      'GET /api/sent': (url: URL) => {
        const cursor = url.searchParams.get('cursor');
        return cursor === 'page-2'
          ? json({
              items: [sentReply('c', minutesAgo(60 * 30), { how: 'dry_send', published_url: null })],
              next_cursor: null,
            })
          : json({
              items: [
                sentReply('a', minutesAgo(5)),
                sentReply('b', minutesAgo(120), { how: 'on_platform', edited_response: true }),
              ],
              next_cursor: 'page-2',
            });
      },
    });
    const { user } = renderSent();
    expect(screen.getByRole('tab', { name: 'Sent' })).toHaveAttribute('aria-selected', 'true');
    const list = await screen.findByRole('list', { name: COPY.listLabel });
    const a = within(list).getByRole('listitem', { name: COPY.itemLabel('author_a') });
    expect(within(a).getByText('Sent reply a')).toBeInTheDocument();
    expect(within(a).getByText(/Post a: how do you price/)).toBeInTheDocument();
    expect(within(a).getByText('5m')).toHaveAttribute('title', 'Sent March 5, 2026 at 7:55 AM');
    expect(within(a).getByText(COPY.how.app)).toBeInTheDocument();
    const link = within(a).getByRole('link', { name: /View on X/ });
    expect(link).toHaveAttribute('href', 'https://x.com/me/status/reply-a');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');

    const b = within(list).getByRole('listitem', { name: COPY.itemLabel('author_b') });
    expect(within(b).getByText(COPY.how.on_platform)).toBeInTheDocument();
    expect(within(b).getByText(COPY.edited)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: COPY.loadMore }));
    const c = await within(list).findByRole('listitem', { name: COPY.itemLabel('author_c') });
    expect(within(c).getByText(COPY.how.dry_send)).toBeInTheDocument();
    // A dry send never reached the platform: nothing to link to.
    expect(within(c).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: COPY.loadMore })).not.toBeInTheDocument();
    const sentCalls = calls.filter((call) => call.path === '/api/sent');
    expect(sentCalls.map((call) => call.url.searchParams.get('cursor'))).toEqual([null, 'page-2']);
  });

  it('says so when nothing was sent yet, and the Scheduled tab brings the queue back', async () => {
    await signedInServer({
      'GET /api/scheduled': () => json([]),
      'GET /api/sent': () => json({ items: [], next_cursor: null }),
    });
    const { user } = renderSent();
    expect(await screen.findByText(COPY.empty)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Scheduled' }));
    expect(await screen.findByText('No scheduled replies yet')).toBeInTheDocument();
  });

  it('a failed load says so and retries', async () => {
    let fail = true;
    await signedInServer({
      'GET /api/sent': () =>
        fail
          ? json({ detail: 'Database unavailable', code: 'INTERNAL' }, 500)
          : json({ items: [], next_cursor: null }),
    });
    const { user } = renderSent();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(COPY.loadFailed);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(COPY.empty)).toBeInTheDocument();
  });
});
