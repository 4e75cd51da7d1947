import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEXT } from '@gatling/shared/spec';
import { json, setTestPublicConfig } from '@/test/fake-api';
import {
  apiError,
  interaction,
  monitorStatus,
  pendingAnswer,
  renderReplies,
  resetToasts,
  sequence,
} from '../testing/replies-test-kit';

const check = () => screen.findByRole('button', { name: 'Check for new posts' });
const statusCalls = (calls: { path: string }[]) =>
  calls.filter((c) => c.path === '/api/monitor/status/run-1');

describe('/replies: check for new posts', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setTestPublicConfig({ llm_offline: false });
  });
  afterEach(() => {
    resetToasts();
    vi.useRealTimers();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('starts monitoring, polls every 2 s with progress until complete, then shows the new drafts', async () => {
    const { user, calls } = await renderReplies({
      'GET /api/interactions/pending': sequence(
        () => pendingAnswer([]),
        () => pendingAnswer([interaction('a'), interaction('b')]),
      ),
      'POST /api/monitor/trigger': () => json({ monitor_run_id: 'run-1' }, 202),
      'GET /api/monitor/status/run-1': sequence(
        () => json(monitorStatus({ status: 'QUEUED', progress: 0, posts_found: 0 })),
        () => json(monitorStatus({ progress: 60, posts_found: 12, drafts_created: 1 })),
        () =>
          json(monitorStatus({ status: 'COMPLETED', progress: 100, is_complete: true, drafts_created: 2 })),
      ),
    });
    expect(await screen.findByText(TEXT.replies.empty)).toBeInTheDocument();
    await user.click(await check());
    expect(await screen.findByRole('button', { name: 'Checking for new posts…' })).toBeDisabled();
    const bar = await screen.findByRole('progressbar', { name: 'Monitoring progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(statusCalls(calls)).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(statusCalls(calls)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(statusCalls(calls)).toHaveLength(2);
    expect(await screen.findByText('60% · 12 posts read, 1 draft added')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(2050));
    expect(await screen.findByText(TEXT.replies.remaining(2))).toBeInTheDocument();
    expect(within(screen.getByTestId('top-card')).getByText('Draft reply a')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(statusCalls(calls)).toHaveLength(3);
  });

  it('says when a run found nothing new', async () => {
    const { user } = await renderReplies({
      'GET /api/interactions/pending': () => pendingAnswer([]),
      'POST /api/monitor/trigger': () => json({ monitor_run_id: 'run-1' }, 202),
      'GET /api/monitor/status/run-1': () =>
        json(monitorStatus({ status: 'COMPLETED', progress: 100, is_complete: true, drafts_created: 0 })),
    });
    await user.click(await check());
    expect(
      await screen.findByText(
        'No new posts to reply to yet. Try again later, or add keywords and core users.',
      ),
    ).toBeInTheDocument();
    expect(await check()).toBeEnabled();
  });

  it('a FAILED run shows its error_message', async () => {
    const { user } = await renderReplies({
      'GET /api/interactions/pending': () => pendingAnswer([]),
      'POST /api/monitor/trigger': () => json({ monitor_run_id: 'run-1' }, 202),
      'GET /api/monitor/status/run-1': () =>
        json(
          monitorStatus({
            status: 'FAILED',
            is_complete: true,
            error_message: 'Add keywords or core users before monitoring',
          }),
        ),
    });
    await user.click(await check());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Add keywords or core users before monitoring',
    );
  });

  it("a refused start shows the server's words", async () => {
    const { user } = await renderReplies({
      'GET /api/interactions/pending': () => pendingAnswer([]),
      'POST /api/monitor/trigger': () =>
        apiError(409, 'Connect your X account in Settings first', 'CONFLICT'),
    });
    await user.click(await check());
    expect(await screen.findByRole('alert')).toHaveTextContent('Connect your X account in Settings first');
  });

  it('a poll without an answer is asked again at the next tick; three in a row end the check', async () => {
    const { user, calls } = await renderReplies({
      'GET /api/interactions/pending': () => pendingAnswer([]),
      'POST /api/monitor/trigger': () => json({ monitor_run_id: 'run-1' }, 202),
      'GET /api/monitor/status/run-1': sequence(
        () => json(monitorStatus()),
        () => apiError(503, 'Restarting'),
        () => json(monitorStatus({ progress: 70 })),
        () => apiError(502, 'Bad gateway'),
        () => apiError(503, 'Restarting'),
        () => apiError(500, 'Still down'),
      ),
    });
    await user.click(await check());
    await screen.findByRole('progressbar', { name: 'Monitoring progress' });
    await act(() => vi.advanceTimersByTimeAsync(4100));
    expect(await screen.findByText('70% · 12 posts read, 0 drafts added')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(6100));
    expect(await screen.findByRole('alert')).toHaveTextContent('Still down');
    expect(statusCalls(calls)).toHaveLength(6);
  });

  it('stops polling when the screen goes away', async () => {
    const { user, calls, unmount } = await renderReplies({
      'GET /api/interactions/pending': () => pendingAnswer([]),
      'POST /api/monitor/trigger': () => json({ monitor_run_id: 'run-1' }, 202),
      'GET /api/monitor/status/run-1': () => json(monitorStatus()),
    });
    await user.click(await check());
    await screen.findByRole('progressbar', { name: 'Monitoring progress' });
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(statusCalls(calls)).toHaveLength(1);
  });
});
