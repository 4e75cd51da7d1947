import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TEXT } from '@gatling/shared/spec';
import {
  monitorStatus,
  STATUS_PATH,
  statusSequence,
  triggered,
} from '@/features/monitoring/testing/monitor-test-kit';
import {
  pendingReply,
  pendingAnswer,
  renderReplies,
  sequence,
  setUpRepliesTests,
} from '@/features/replies/testing/replies-test-kit';
import { skippedState } from '@/features/monitoring/lib/skipped-state';
import { PENDING_FALLBACK_MS } from '@/features/replies/api/get-pending-replies';
import { json } from '@/test/fake-api';
import { RepliesRoute } from './replies-route';

const pendingCalls = (calls: { path: string }[]) =>
  calls.filter((c) => c.path === '/api/interactions/pending');

/** Arrives at /replies as onboarding's redirect does, with one post its first run skipped. */
const handOnOneSkipped = (router: { navigate: (to: string, options: object) => Promise<void> }) =>
  act(() =>
    router.navigate('/replies', {
      replace: true,
      state: skippedState([
        {
          post_id: 'p9',
          author_username: 'mlopez',
          text: 'Kleiner Erfolg am Donnerstag: checkout läuft stabil!',
          reason: 'The post is not in English, and drafting without a model writes English only.',
        },
      ]),
    }),
  );

describe('RepliesRoute', () => {
  setUpRepliesTests();

  it("the empty stack's 'Check for new posts' runs monitoring, then shows the new drafts", async () => {
    const { user, calls } = await renderReplies(
      {
        'GET /api/interactions/pending': sequence(
          () => pendingAnswer([]),
          () => pendingAnswer([pendingReply('a'), pendingReply('b')]),
        ),
        'POST /api/monitor/trigger': triggered,
        [`GET ${STATUS_PATH}`]: statusSequence(
          monitorStatus({ status: 'QUEUED' }),
          monitorStatus({ progress: 60, posts_found: 12, drafts_created: 1 }),
          monitorStatus({ status: 'COMPLETED', progress: 100, drafts_created: 2 }),
        ),
      },
      { page: <RepliesRoute /> },
    );
    expect(await screen.findByText(TEXT.replies.empty)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Check for new posts' }));
    expect(await screen.findByRole('progressbar', { name: 'Monitoring progress' })).toBeInTheDocument();
    expect(pendingCalls(calls)).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(2050));
    expect(await screen.findByText('60% · 12 posts read, 1 draft added')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2050));
    expect(await screen.findByText(TEXT.replies.remaining(2))).toBeInTheDocument();
    expect(within(screen.getByTestId('top-card')).getByText('Draft reply a')).toBeInTheDocument();
    expect(pendingCalls(calls)).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(calls.filter((c) => c.path === STATUS_PATH)).toHaveLength(3);
  });

  it('what the run skipped stays listed above the drafts it wrote, which replace the empty state', async () => {
    const { user } = await renderReplies(
      {
        'GET /api/interactions/pending': sequence(
          () => pendingAnswer([]),
          () => pendingAnswer([pendingReply('a')]),
        ),
        'POST /api/monitor/trigger': triggered,
        [`GET ${STATUS_PATH}`]: statusSequence(
          monitorStatus({
            status: 'COMPLETED',
            progress: 100,
            drafts_created: 1,
            skipped: [
              {
                post_id: 'p9',
                author_username: 'mlopez',
                text: 'probando sketch para error messages',
                reason: 'The post is not in English, and drafting without a model writes English only.',
              },
            ],
          }),
        ),
      },
      { page: <RepliesRoute /> },
    );
    await user.click(await screen.findByRole('button', { name: 'Check for new posts' }));
    await act(() => vi.advanceTimersByTimeAsync(2050));
    expect(await screen.findByText(TEXT.replies.remaining(1))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check for new posts' })).not.toBeInTheDocument();
    await user.click(screen.getByText('Skipped 1 post'));
    expect(screen.getByText('probando sketch para error messages')).toBeVisible();
    expect(screen.getByText(/writes English only/)).toBeVisible();
  });

  it('drafts that arrive while the run goes on replace the empty state; the run’s progress, then its end and what it skipped, show above them', async () => {
    const skipped = Array.from({ length: 8 }, (_, i) => ({
      post_id: `s${i}`,
      author_username: 'mlopez',
      text: `skipped post ${i + 1}`,
      reason: `The model did not answer for post ${i + 1}.`,
    }));
    let run = monitorStatus({ progress: 78, posts_found: 10, posts_qualified: 10, drafts_created: 2 });
    const { user } = await renderReplies(
      {
        'GET /api/interactions/pending': sequence(
          () => pendingAnswer([]),
          () => pendingAnswer([pendingReply('a'), pendingReply('b')]),
        ),
        'POST /api/monitor/trigger': triggered,
        [`GET ${STATUS_PATH}`]: () => json(run),
      },
      { page: <RepliesRoute /> },
    );
    await user.click(await screen.findByRole('button', { name: 'Check for new posts' }));
    const running = '78% · 10 posts read, 2 drafts added';
    expect(await screen.findByText(running)).toBeInTheDocument();

    // The list of drafts is read again (here its fallback interval) before the run has ended.
    await act(() => vi.advanceTimersByTimeAsync(PENDING_FALLBACK_MS));
    expect(await screen.findByText(TEXT.replies.remaining(2))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Check/ })).not.toBeInTheDocument();
    expect(screen.getByText(running)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stop' })).toBeEnabled();

    run = monitorStatus({ status: 'COMPLETED', progress: 100, posts_found: 10, drafts_created: 2, skipped });
    await act(() => vi.advanceTimersByTimeAsync(2050));
    expect(await screen.findByText('10 posts read, 2 drafts added')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await user.click(screen.getByText('Skipped 8 posts'));
    expect(screen.getByText('The model did not answer for post 8.')).toBeVisible();
    expect(within(screen.getByTestId('top-card')).getByText('Draft reply a')).toBeInTheDocument();
  });

  it('lists what onboarding’s first run skipped under the empty stack’s button when it drafted nothing', async () => {
    const { router, user } = await renderReplies(
      { 'GET /api/interactions/pending': () => pendingAnswer([]) },
      { page: <RepliesRoute /> },
    );
    expect(await screen.findByText(TEXT.replies.empty)).toBeInTheDocument();
    await handOnOneSkipped(router);
    await user.click(screen.getByText('Skipped 1 post'));
    expect(screen.getByText(/writes English only/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Check for new posts' })).toBeEnabled();
  });

  it('lists what onboarding’s first run skipped, handed on with the redirect, above the drafts', async () => {
    const { router, user } = await renderReplies(
      { 'GET /api/interactions/pending': () => pendingAnswer([pendingReply('a')]) },
      { page: <RepliesRoute /> },
    );
    expect(await screen.findByText(TEXT.replies.remaining(1))).toBeInTheDocument();
    expect(screen.queryByText(/^Skipped/)).not.toBeInTheDocument();
    await handOnOneSkipped(router);
    await user.click(screen.getByText('Skipped 1 post'));
    expect(screen.getByText('Kleiner Erfolg am Donnerstag: checkout läuft stabil!')).toBeVisible();
  });
});
