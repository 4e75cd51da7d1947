import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { THandOff, THandOffs } from '@gatling/shared/api/hand-offs';
import { json } from '@/test/fake-api';
import { renderInApp, toastWith } from '@/test/render-in-app';
import { HAND_OFF_COPY as COPY } from '../hand-off-texts';
import {
  NOW,
  scheduledReply,
  sequence,
  setUpScheduledTests,
  signedInServer,
} from '../testing/scheduled-test-kit';
import { HandOffBar } from './hand-off-bar';

const intentOf = (id: string) => `https://x.com/intent/post?in_reply_to=post-${id}&text=Reply%20${id}`;

/** A reply ready to finish on X, as GET /api/scheduled/hand-offs lists it. */
function handOff(id: string, status: THandOff['status'] = 'scheduled'): THandOff {
  const { original_message, scheduled_at, pending_text } = scheduledReply(id, new Date());
  return {
    id,
    platform: 'twitter',
    status,
    scheduled_at,
    text: pending_text,
    original_message,
    intent_url: intentOf(id),
  };
}
const listOf = (...ids: string[]): THandOffs => ({
  ready: ids.map((id) => handOff(id)),
  next_ready_at: null,
});
const started = (...ids: string[]): THandOffs => ({
  ready: ids.map((id) => handOff(id, 'awaiting_intent')),
  next_ready_at: null,
});
const posted = (yes: boolean) => () =>
  json({ posted: yes, published_url: yes ? 'https://x.com/me/status/1' : null });

/** The user comes back to the app's tab from X: focus and visibilitychange both fire, as in a browser. */
const comeBack = () =>
  act(() => {
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
  });

const dialog = () => screen.getByRole('dialog', { name: COPY.flow.title });
const openLink = () => within(dialog()).getByRole('link', { name: /Open (reply on X|it again)/ });
const checks = (calls: { method: string; path: string }[], id: string) =>
  calls.filter((c) => c.method === 'POST' && c.path === `/api/scheduled/${id}/check-posted`).length;

function renderBar() {
  return renderInApp(<HandOffBar />, { path: '/scheduled-replies', retries: 'none' });
}

describe('Finish N on X', () => {
  setUpScheduledTests();

  it('walks through every ready reply in order: opens each, notices the return, records each once, skip keeps it', async () => {
    // The server: what is still to finish, and each reply's check (found unless said).
    const open = new Set(['a', 'b', 'c', 'd']);
    const check =
      (id: string, found: () => boolean = () => true) =>
      () => {
        const yes = found();
        if (yes) open.delete(id);
        return posted(yes)();
      };
    let cLooks = 0;
    const { calls } = await signedInServer({
      'GET /api/scheduled/hand-offs': () => json(listOf(...open)),
      'POST /api/scheduled/hand-offs/start': () => json(started(...open)),
      'GET /api/scheduled': () => json([]),
      'GET /api/sent': () => json({ items: [], next_cursor: null }),
      'POST /api/scheduled/a/check-posted': check('a'),
      'POST /api/scheduled/c/check-posted': check('c', () => ++cLooks > 1),
      'POST /api/scheduled/d/check-posted': check('d'),
    });
    const { user } = renderBar();
    expect(await screen.findByRole('heading', { name: COPY.bar.title(4) })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: COPY.bar.start(4) }));

    // 1 of 4: the first reply's prefilled page, in a new tab; focus is on it.
    await waitFor(() => expect(openLink()).toHaveFocus());
    expect(within(dialog()).getByText(COPY.flow.progress(1, 4))).toBeInTheDocument();
    expect(openLink()).toHaveAttribute('href', intentOf('a'));
    expect(openLink()).toHaveAttribute('target', '_blank');
    expect(openLink()).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(within(dialog()).getByText(COPY.flow.replyingTo('author_a'))).toBeInTheDocument();
    // A return before anything was opened looks for nothing.
    comeBack();
    expect(checks(calls, 'a')).toBe(0);

    await user.click(openLink());
    expect(within(dialog()).getByText(COPY.flow.waiting)).toBeInTheDocument();
    comeBack();
    // Found: recorded, and the next one is up, its link focused.
    await waitFor(() => expect(within(dialog()).getByText(COPY.flow.progress(2, 4))).toBeInTheDocument());
    expect(openLink()).toHaveAttribute('href', intentOf('b'));
    await waitFor(() => expect(openLink()).toHaveFocus());
    expect(screen.getByRole('status', { hidden: true })).toHaveTextContent(COPY.flow.sent('author_a'));

    // Skipped: nothing is looked for, it stays in the schedule.
    await user.click(within(dialog()).getByRole('button', { name: COPY.flow.skip }));
    expect(within(dialog()).getByText(COPY.flow.progress(3, 4))).toBeInTheDocument();
    expect(openLink()).toHaveAttribute('href', intentOf('c'));

    // Not on X yet: says so, Look again takes the focus and finds it the second time.
    await user.click(openLink());
    comeBack();
    expect(await within(dialog()).findByText(COPY.flow.notFound)).toBeInTheDocument();
    const again = within(dialog()).getByRole('button', { name: COPY.flow.lookAgain });
    await waitFor(() => expect(again).toHaveFocus());
    await user.click(again);
    await waitFor(() => expect(within(dialog()).getByText(COPY.flow.progress(4, 4))).toBeInTheDocument());

    await user.click(openLink());
    comeBack();
    // The summary, with the focus on Done.
    expect(await within(dialog()).findByRole('heading', { name: COPY.summary.title })).toBeInTheDocument();
    expect(within(dialog()).getByText(COPY.summary.sent(3))).toBeInTheDocument();
    expect(within(dialog()).getByText(COPY.summary.skipped(1))).toBeInTheDocument();
    const done = within(dialog()).getByRole('button', { name: COPY.summary.done });
    await waitFor(() => expect(done).toHaveFocus());
    // Another return after the walk looks for nothing more: each reply was recorded once.
    comeBack();
    expect([checks(calls, 'a'), checks(calls, 'b'), checks(calls, 'c'), checks(calls, 'd')]).toEqual([
      1, 0, 2, 1,
    ]);
    expect(calls.filter((c) => c.path === '/api/scheduled/hand-offs/start')).toHaveLength(1);

    // The skipped one is still there to finish.
    await user.click(done);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: COPY.bar.start(1) })).toBeInTheDocument();
  });

  it('all finished: the count goes, and the focus lands on "All caught up"', async () => {
    let ready = listOf('a');
    await signedInServer({
      'GET /api/scheduled/hand-offs': () => json(ready),
      'POST /api/scheduled/hand-offs/start': () => json(started('a')),
      'GET /api/scheduled': () => json([]),
      'GET /api/sent': () => json({ items: [], next_cursor: null }),
      'POST /api/scheduled/a/check-posted': () => {
        ready = listOf();
        return posted(true)();
      },
    });
    const { user } = renderBar();
    await user.click(await screen.findByRole('button', { name: COPY.bar.start(1) }));
    await user.click(await within(dialog()).findByRole('link', { name: /Open reply on X/ }));
    comeBack();
    expect(await within(dialog()).findByText(COPY.summary.sent(1))).toBeInTheDocument();
    expect(within(dialog()).queryByText(/skipped/)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^Finish \d+ on X$/ })).not.toBeInTheDocument(),
    );
    await user.click(within(dialog()).getByRole('button', { name: COPY.summary.done }));
    await waitFor(() => expect(screen.getByText(COPY.caughtUp)).toHaveFocus());
  });

  it('a reply deleted meanwhile is passed over; a failed look says why and can be tried again or skipped', async () => {
    const { calls } = await signedInServer({
      'GET /api/scheduled/hand-offs': () => json(listOf('gone', 'x')),
      'POST /api/scheduled/hand-offs/start': () => json(started('gone', 'x')),
      'POST /api/scheduled/gone/check-posted': () =>
        json({ detail: 'This scheduled reply does not exist', code: 'NOT_FOUND' }, 404),
      'POST /api/scheduled/x/check-posted': () =>
        json(
          { detail: 'Could not look for your reply on X. Try again in a moment.', code: 'UNAVAILABLE' },
          503,
        ),
    });
    const { user } = renderBar();
    await user.click(await screen.findByRole('button', { name: COPY.bar.start(2) }));
    await user.click(await within(dialog()).findByRole('link', { name: /Open reply on X/ }));
    comeBack();
    await waitFor(() => expect(within(dialog()).getByText(COPY.flow.progress(2, 2))).toBeInTheDocument());
    await user.click(openLink());
    comeBack();
    expect(await within(dialog()).findByText(COPY.flow.checkFailed)).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: COPY.flow.lookAgain }));
    await waitFor(() => expect(checks(calls, 'x')).toBe(2));
    await user.click(await within(dialog()).findByRole('button', { name: COPY.flow.skip }));
    expect(within(dialog()).getByText(COPY.summary.sent(0))).toBeInTheDocument();
    expect(within(dialog()).getByText(COPY.summary.skipped(1))).toBeInTheDocument();
    expect(within(dialog()).getByText(COPY.summary.gone(1))).toBeInTheDocument();
  });

  it('closing midway stops: nothing more is looked for, the rest stay to finish', async () => {
    const { calls } = await signedInServer({
      'GET /api/scheduled/hand-offs': () => json(listOf('a', 'b')),
      'POST /api/scheduled/hand-offs/start': () => json(started('a', 'b')),
    });
    const { user } = renderBar();
    await user.click(await screen.findByRole('button', { name: COPY.bar.start(2) }));
    await user.click(await within(dialog()).findByRole('link', { name: /Open reply on X/ }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    comeBack();
    expect(calls.filter((c) => c.path.endsWith('/check-posted'))).toHaveLength(0);
    expect(screen.getByRole('button', { name: COPY.bar.start(2) })).toBeInTheDocument();
  });

  it('nothing ready: no bar; a start that fails says so and opens nothing', async () => {
    await signedInServer({
      'GET /api/scheduled/hand-offs': sequence(
        () => json({ ready: [], next_ready_at: null }),
        () => json(listOf('a')),
      ),
      'POST /api/scheduled/hand-offs/start': () => json({ detail: 'down', code: 'UNAVAILABLE' }, 503),
    });
    const { user, queryClient } = renderBar();
    await waitFor(() =>
      expect(queryClient.getQueryState(['scheduled', 'hand-offs'])?.status).toBe('success'),
    );
    expect(screen.queryByRole('button', { name: /^Finish/ })).not.toBeInTheDocument();
    await act(() => queryClient.invalidateQueries({ queryKey: ['scheduled'] }));
    await user.click(await screen.findByRole('button', { name: COPY.bar.start(1) }));
    expect(await toastWith('down')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a reply still in its undo window is not offered; once the window is over it is, without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
    const undoOver = new Date(NOW.getTime() + 20_000).toISOString();
    const { calls } = await signedInServer({
      'GET /api/scheduled/hand-offs': sequence(
        () => json({ ready: [], next_ready_at: undoOver }),
        () => json(listOf('a')),
      ),
    });
    renderBar();
    const reads = () => calls.filter((c) => c.path === '/api/scheduled/hand-offs').length;
    await waitFor(() => expect(reads()).toBe(1));
    expect(screen.queryByRole('button', { name: /^Finish/ })).not.toBeInTheDocument();
    // Read again just after that moment, well before the 30 s of the slow fallback.
    await act(() => vi.advanceTimersByTimeAsync(19_000));
    expect(reads()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(await screen.findByRole('button', { name: COPY.bar.start(1) })).toBeInTheDocument();
    expect(reads()).toBe(2);
  });
});
