import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TScheduledHold } from '@gatling/shared/api/scheduled';
import { json } from '@/test/fake-api';
import { toastWith } from '@/test/render-in-app';
import {
  later,
  renderScheduled,
  scheduledReply,
  setUpScheduledTests,
  signedInServer,
} from '../testing/scheduled-test-kit';
import { SCHEDULED_COPY as COPY } from '../texts';

// NOW is March 5, 2026, 08:00 local time: the sentences say local times, as the card's clock does.
const item = (username: string) =>
  screen.getByRole('checkbox', { name: COPY.select(username) }).closest('li') as HTMLElement;
const noteOf = (username: string) => within(item(username)).queryByRole('note');
const tomorrowAt = (hours: number, minutes = 0) => new Date(2026, 2, 6, hours, minutes);
const hold = (overrides: Partial<TScheduledHold>): TScheduledHold => ({
  kind: 'platform_down',
  platform: 'bluesky',
  until: later(5).toISOString(),
  cap: null,
  queued: false,
  ...overrides,
});

describe('a held scheduled reply says why it waits, and until when', () => {
  setUpScheduledTests();

  it('an outage, a rate limit, another failure and the daily cap each say so in a sentence', async () => {
    await signedInServer({
      'GET /api/scheduled': () =>
        json([
          scheduledReply('down', later(-1), {
            platform: 'bluesky',
            held: hold({ kind: 'platform_down', until: later(5).toISOString() }),
            last_error: 'Bluesky is not answering (attempt 1: Bluesky answered 503); it will be tried again.',
          }),
          scheduledReply('limited', later(-1), {
            held: hold({ kind: 'rate_limited', platform: 'twitter', until: later(20).toISOString() }),
          }),
          scheduledReply('retry', later(-1), {
            held: hold({ kind: 'retrying', platform: 'twitter', until: later(2).toISOString() }),
          }),
          scheduledReply('capped', later(1), {
            platform: 'bluesky',
            held: hold({ kind: 'daily_cap', cap: 50, until: tomorrowAt(0).toISOString() }),
          }),
          scheduledReply('plain', later(30)),
        ]),
    });
    renderScheduled();
    await screen.findByText(/Reply down:/);

    expect(noteOf('author_down')).toHaveTextContent(
      'Waiting: Bluesky is not answering; trying again at 8:05 AM.',
    );
    // The short sentence, not the raw error.
    expect(within(item('author_down')).queryByText(/answered 503/)).not.toBeInTheDocument();
    expect(noteOf('author_limited')).toHaveTextContent('Waiting: rate limited by X until 8:20 AM.');
    expect(noteOf('author_retry')).toHaveTextContent(
      'Waiting: the last try did not go through; trying again at 8:02 AM.',
    );
    expect(noteOf('author_capped')).toHaveTextContent(
      "Waiting: today's 50 Bluesky replies are sent; goes out tomorrow at 12:00 AM.",
    );
    // Its clock and its day say when it goes out, as the note does.
    expect(within(item('author_capped')).getByText('in 16h')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: COPY.listLabel('March 6, 2026') })).getByText(/Reply capped:/),
    ).toBeInTheDocument();
    expect(within(item('author_limited')).getByText('in 20m')).toBeInTheDocument();
    expect(noteOf('author_plain')).not.toBeInTheDocument();
  });

  it('a new approval queued behind a held reply of another day says it goes out then, and why', async () => {
    await signedInServer({
      'GET /api/scheduled': () =>
        json([
          scheduledReply('moved', tomorrowAt(0), {
            platform: 'bluesky',
            held: hold({ kind: 'daily_cap', cap: 50, until: tomorrowAt(0).toISOString() }),
          }),
          scheduledReply('behind', tomorrowAt(0, 1), {
            held: hold({ kind: 'daily_cap', cap: 50, until: tomorrowAt(0, 1).toISOString(), queued: true }),
          }),
          scheduledReply('behindLimit', later(22), {
            platform: 'bluesky',
            held: hold({
              kind: 'rate_limited',
              platform: 'twitter',
              until: later(22).toISOString(),
              queued: true,
            }),
          }),
        ]),
    });
    renderScheduled();
    await screen.findByText(/Reply behind:/);
    expect(noteOf('author_behind')).toHaveTextContent(
      "Waiting: behind a Bluesky reply over today's limit of 50; goes out tomorrow at 12:01 AM.",
    );
    expect(noteOf('author_behindLimit')).toHaveTextContent(
      'Waiting: behind an X reply held by a rate limit; goes out at 8:22 AM.',
    );
  });
});

describe('Retry on a failed reply', () => {
  setUpScheduledTests();

  it('puts it back in the schedule: the card shows it waiting again, and a toast says so', async () => {
    const failed = scheduledReply('f', later(-60), {
      status: 'failed',
      last_error: 'Bluesky no longer accepts the access to your account: reconnect Bluesky in Settings.',
      platform: 'bluesky',
    });
    const requeued = scheduledReply('f', later(0), { platform: 'bluesky' });
    let retried = false;
    const { calls } = await signedInServer({
      'GET /api/scheduled': () => json([retried ? requeued : failed]),
      'POST /api/scheduled/f/retry': () => {
        retried = true;
        return json(requeued);
      },
    });
    const { user } = renderScheduled();
    await screen.findByText(COPY.failed.title);

    await user.click(screen.getByRole('button', { name: COPY.failed.retryLabel('author_f') }));
    await toastWith(COPY.failed.retried);
    await waitFor(() => expect(screen.queryByText(COPY.failed.title)).not.toBeInTheDocument());
    expect(within(item('author_f')).queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/scheduled/f/retry']);
  });

  it("a refused retry keeps the card as it was and toasts the server's reason", async () => {
    const detail = 'Connect your Bluesky account in Settings to post replies. This reply was not posted.';
    await signedInServer({
      'GET /api/scheduled': () =>
        json([
          scheduledReply('f', later(-60), { status: 'failed', last_error: detail, platform: 'bluesky' }),
        ]),
      'POST /api/scheduled/f/retry': () => json({ detail, code: 'CONFLICT' }, 409),
    });
    const { user } = renderScheduled();
    await screen.findByText(COPY.failed.title);
    await user.click(screen.getByRole('button', { name: COPY.failed.retryLabel('author_f') }));
    await toastWith(COPY.failed.retryFailed);
    expect(screen.getByText(COPY.failed.title)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: COPY.failed.retryLabel('author_f') })).toBeEnabled();
  });

  it('only a failed reply offers Retry', async () => {
    await signedInServer({
      'GET /api/scheduled': () =>
        json([
          scheduledReply('a', later(5)),
          scheduledReply('h', later(-1), { held: hold({ kind: 'platform_down' }) }),
        ]),
    });
    renderScheduled();
    await screen.findByText(/Reply a:/);
    expect(screen.queryByRole('button', { name: /^Retry/ })).not.toBeInTheDocument();
  });
});
