import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TEXT } from '@gatling/shared/spec';
import { setUpEachTest } from '@/test/each-test';
import { json } from '@/test/fake-api';
import { SCHEDULED_REFRESH_MS } from '../api/get-scheduled';
import {
  later,
  NOW,
  renderScheduled,
  scheduledReply,
  sequence,
  setUpScheduledTests,
  signedInServer,
} from '../testing/scheduled-test-kit';
import { SCHEDULED_COPY as COPY } from '../texts';

const INTENT = 'https://x.com/intent/tweet?in_reply_to=post-i&text=Hi';
const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const list = (date: string) => screen.getByRole('list', { name: COPY.listLabel(date) });
const item = (username: string) =>
  screen.getByRole('checkbox', { name: COPY.select(username) }).closest('li') as HTMLElement;

describe('/scheduled-replies', () => {
  setUpScheduledTests();

  it("says 'Loading scheduled replies...' first, then groups by day, newest day first", async () => {
    let answer: (r: Response) => void = () => undefined;
    await signedInServer({
      'GET /api/scheduled': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderScheduled();
    expect(await screen.findByText(TEXT.scheduled.loading)).toBeInTheDocument();
    act(() =>
      answer(
        json([
          scheduledReply('a', later(5)),
          scheduledReply('b', later(3 * 60 + 1)),
          scheduledReply('c', later(2 * 24 * 60 + 1)),
          scheduledReply('d', later(24 * 60 + 1)),
        ]),
      ),
    );
    expect(await screen.findByRole('heading', { name: 'March 7, 2026' })).toBeInTheDocument();
    expect(screen.queryByText(TEXT.scheduled.loading)).not.toBeInTheDocument();
    expect(headings()).toEqual(['March 7, 2026', 'March 6, 2026', 'March 5, 2026']);
    const today = within(list('March 5, 2026')).getAllByRole('checkbox');
    expect(today.map((c) => c.getAttribute('aria-label'))).toEqual([
      COPY.select('author_a'),
      COPY.select('author_b'),
    ]);
    expect(screen.getByText(COPY.summary(4))).toBeInTheDocument();
    expect(within(item('author_a')).getByText('in 5m')).toBeInTheDocument();
    expect(within(item('author_b')).getByText('in 3h')).toBeInTheDocument();
    expect(within(item('author_c')).getByText('in 2d')).toBeInTheDocument();
  });

  it('shows the reply as it will be posted, the post it answers, its author and its markers', async () => {
    const edited = scheduledReply('e', later(90), {
      pending_text: 'My own words, as I edited them.',
      edited_response: true,
      dry_send: true,
    });
    await signedInServer({
      'GET /api/scheduled': () => json([edited, scheduledReply('plain', later(200))]),
    });
    renderScheduled();
    const reply = await screen.findByText('My own words, as I edited them.');
    const row = reply.closest('li') as HTMLElement;
    expect(within(row).getByText(COPY.replyingTo('author_e'))).toBeInTheDocument();
    expect(within(row).getByRole('article', { name: 'Post by Author e' })).toHaveTextContent(
      'Post e: how do you price a B2B product in its first year?',
    );
    expect(within(row).getByText(TEXT.scheduled.edited)).toBeInTheDocument();
    expect(within(row).getByText(COPY.dryRun)).toBeInTheDocument();
    expect(within(row).getByText('in 1h')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: COPY.deleteOne('author_e') })).toBeEnabled();
    const plain = item('author_plain');
    expect(within(plain).queryByText(TEXT.scheduled.edited)).not.toBeInTheDocument();
    expect(within(plain).queryByText(COPY.dryRun)).not.toBeInTheDocument();
  });

  it('a reply to finish on X links to its intent page in a new tab; a failed one says why', async () => {
    const intent = 'https://x.com/intent/post?in_reply_to=post-i&text=Hello';
    await signedInServer({
      'GET /api/scheduled': () =>
        json([
          scheduledReply('i', later(-2), {
            status: 'awaiting_intent',
            delivery: 'intent',
            intent_url: intent,
          }),
          scheduledReply('f', later(-10), { status: 'failed', last_error: 'X says: this post was deleted' }),
          scheduledReply('p', later(0), { status: 'publishing' }),
        ]),
    });
    renderScheduled();
    const finish = await screen.findByRole('link', { name: COPY.awaitingIntent.action });
    expect(finish).toHaveAttribute('href', intent);
    expect(finish).toHaveAttribute('target', '_blank');
    expect(finish).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(within(item('author_i')).getByText(COPY.awaitingIntent.body)).toBeInTheDocument();

    expect(within(item('author_f')).getByText('X says: this post was deleted')).toBeInTheDocument();
    expect(within(item('author_f')).getByText(COPY.failed.title)).toBeInTheDocument();

    // Being posted right now: it can no longer be taken back.
    const sending = item('author_p');
    expect(within(sending).getByText(COPY.publishing)).toBeInTheDocument();
    expect(within(sending).getByRole('button', { name: COPY.deleteOne('author_p') })).toBeDisabled();
    expect(within(sending).getByRole('checkbox')).toBeDisabled();
  });

  it('Finish on X is one step: back from X, the reply is looked for and shown sent', async () => {
    let waiting = [
      scheduledReply('i', later(-2), { status: 'awaiting_intent', delivery: 'intent', intent_url: INTENT }),
    ];
    const { calls } = await signedInServer({
      'GET /api/scheduled': () => json(waiting),
      'POST /api/scheduled/i/check-posted': () => {
        waiting = [];
        return json({ posted: true, published_url: 'https://x.com/me/status/9' });
      },
    });
    const { user } = renderScheduled();
    const finish = await screen.findByRole('link', { name: COPY.awaitingIntent.action });
    // The fallback is not offered up front.
    expect(screen.queryByRole('button', { name: COPY.awaitingIntent.posted })).not.toBeInTheDocument();
    await user.click(finish);
    expect(calls.filter((c) => c.path === '/api/scheduled/i/check-posted')).toHaveLength(0);
    // The user comes back to the app's tab: focus and visibilitychange both fire, one check.
    act(() => {
      window.dispatchEvent(new Event('focus'));
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await screen.findByText(COPY.awaitingIntent.sent)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(TEXT.scheduled.empty)).toBeInTheDocument());
    expect(calls.filter((c) => c.path === '/api/scheduled/i/check-posted')).toHaveLength(1);
  });

  it("not found on return: says so and offers 'I've posted it', which asks the server to keep looking", async () => {
    const { calls } = await signedInServer({
      'GET /api/scheduled': () =>
        json([
          scheduledReply('i', later(-2), {
            status: 'awaiting_intent',
            delivery: 'intent',
            intent_url: INTENT,
          }),
        ]),
      'POST /api/scheduled/i/check-posted': () => json({ posted: false, published_url: null }),
      'POST /api/scheduled/check-finished': () => json({ checking: 1 }),
    });
    const { user } = renderScheduled();
    await user.click(await screen.findByRole('link', { name: COPY.awaitingIntent.action }));
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(await screen.findByText(COPY.awaitingIntent.notFound)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: COPY.awaitingIntent.posted }));
    expect(await screen.findByText(COPY.awaitingIntent.checking)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/scheduled/check-finished')).toHaveLength(1);
  });

  it("says 'No scheduled replies yet' when there are none", async () => {
    await signedInServer({ 'GET /api/scheduled': () => json([]) });
    renderScheduled();
    expect(await screen.findByText(TEXT.scheduled.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: COPY.emptyAction })).toHaveAttribute('href', '/replies');
  });

  it("a failed load says 'Failed to load scheduled replies' with the server's reason; Try again reloads", async () => {
    const { calls } = await signedInServer({
      'GET /api/scheduled': sequence(
        () => json({ detail: 'The database is restarting', code: 'UNAVAILABLE' }, 503),
        () => json([scheduledReply('a', later(30))]),
      ),
    });
    const { user } = renderScheduled();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(TEXT.scheduled.loadFailed);
    expect(alert).toHaveTextContent('The database is restarting');
    await user.click(within(alert).getByRole('button', { name: COPY.retry }));
    expect(await screen.findByText('in 30m')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/scheduled')).toHaveLength(2);
  });
});

describe('/scheduled-replies refresh', () => {
  setUpEachTest();

  it('reads the list again every 30 s: published replies leave and the times move on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
    const { calls } = await signedInServer({
      'GET /api/scheduled': sequence(
        () => json([scheduledReply('a', later(1)), scheduledReply('b', later(10 + 1 / 3))]),
        () => json([scheduledReply('b', later(10 + 1 / 3))]),
      ),
    });
    renderScheduled();
    expect(await screen.findByText('in 10m')).toBeInTheDocument();
    expect(screen.getByText(COPY.summary(2))).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(SCHEDULED_REFRESH_MS));
    await waitFor(() => expect(screen.getByText(COPY.summary(1))).toBeInTheDocument());
    expect(calls.filter((c) => c.path === '/api/scheduled')).toHaveLength(2);
    expect(screen.queryByRole('checkbox', { name: COPY.select('author_a') })).not.toBeInTheDocument();
    expect(screen.getByText('in 9m')).toBeInTheDocument();
  });
});
