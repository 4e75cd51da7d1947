import { screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SIMULATED_COPY } from '@/components/simulated-badge';
import { json, setTestPublicConfig } from '@/test/fake-api';
import { renderRouter } from '@/test/render-in-app';
import { NOW, sentReply, setUpScheduledTests, signedInServer } from '../testing/scheduled-test-kit';
import { SCHEDULED_COPY } from '../texts';
import { ScheduledScreen } from './scheduled-screen';

const COPY = SCHEDULED_COPY.sent;
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

  it.each([
    ['the sandbox network', true],
    ['X itself', false],
  ])('says the sent replies are on the simulated network only there (%s)', async (_on, sandbox) => {
    setTestPublicConfig({ twitter_sandbox: sandbox });
    await signedInServer({
      'GET /api/scheduled': () => json([]),
      'GET /api/sent': () => json({ items: [sentReply('a', minutesAgo(5))], next_cursor: null }),
    });
    renderSent();
    await screen.findByText('Sent reply a');
    const badge = screen.queryByText(SIMULATED_COPY.label);
    if (sandbox) expect(badge).toHaveTextContent(`${SIMULATED_COPY.label}: ${SIMULATED_COPY.explanation}`);
    else expect(badge).not.toBeInTheDocument();
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
