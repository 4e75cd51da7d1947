import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setUpEachTest } from '@/test/each-test';
import { json } from '@/test/fake-api';
import { renderInApp } from '@/test/render-in-app';
import {
  monitorStatus,
  signedInServer,
  STATUS_PATH,
  statusSequence,
  STOP_PATH,
  triggered,
} from '../testing/monitor-test-kit';
import { CheckPanel } from '../testing/check-panel';

const TRIGGER = 'POST /api/monitor/trigger';
const STATUS = `GET ${STATUS_PATH}`;

const check = () => screen.findByRole('button', { name: 'Check for new posts' });
const bar = () => screen.findByRole('progressbar', { name: 'Monitoring progress' });
const statusCalls = (calls: { path: string }[]) => calls.filter((c) => c.path === STATUS_PATH);
const apiError = (status: number, detail: string, code = 'UNKNOWN_ERROR') => json({ detail, code }, status);
const noAnswer = () => {
  throw new TypeError('Failed to fetch');
};

function renderPanel(onComplete: () => Promise<unknown> = () => Promise.resolve()) {
  const complete = vi.fn(onComplete);
  const view = renderInApp(<CheckPanel onComplete={complete} />, { retries: 'none' });
  return { ...view, complete };
}

describe('CheckForPosts', () => {
  setUpEachTest({ fakeTimers: { shouldAdvanceTime: true } });

  it('runs monitoring, polls every 2 s with progress until complete, then awaits onComplete', async () => {
    const { calls } = await signedInServer({
      [TRIGGER]: triggered,
      [STATUS]: statusSequence(
        monitorStatus({ status: 'QUEUED' }),
        monitorStatus({ progress: 60, posts_found: 12, drafts_created: 1 }),
        monitorStatus({ status: 'COMPLETED', progress: 100, posts_found: 20, drafts_created: 2 }),
      ),
    });
    let refetched: () => void = () => undefined;
    const { user, complete } = renderPanel(() => new Promise<void>((resolve) => (refetched = resolve)));
    await user.click(await check());
    expect(await screen.findByRole('button', { name: 'Checking for new posts…' })).toBeDisabled();
    expect(await bar()).toHaveAttribute('aria-valuenow', '0');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(statusCalls(calls)).toHaveLength(1);
    expect(await screen.findByText('0% · 0 posts read, 0 drafts added')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(statusCalls(calls)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(statusCalls(calls)).toHaveLength(2);
    expect(await screen.findByText('60% · 12 posts read, 1 draft added')).toBeInTheDocument();
    expect(await bar()).toHaveAttribute('aria-valuenow', '60');
    expect(complete).not.toHaveBeenCalled();

    // Complete: the drafts are reloaded, and the check is still under way until they are.
    await act(() => vi.advanceTimersByTimeAsync(2050));
    expect(statusCalls(calls)).toHaveLength(3);
    expect(complete).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Checking for new posts…' })).toBeDisabled();
    await act(async () => refetched());
    expect(await screen.findByText('20 posts read, 2 drafts added')).toBeInTheDocument();
    expect(await check()).toBeEnabled();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(statusCalls(calls)).toHaveLength(3);
    expect(complete).toHaveBeenCalledTimes(1);
  });

  it('says when a run found nothing new', async () => {
    await signedInServer({
      [TRIGGER]: triggered,
      [STATUS]: () => json(monitorStatus({ status: 'COMPLETED', progress: 100, drafts_created: 0 })),
    });
    const { user, complete } = renderPanel();
    await user.click(await check());
    expect(
      await screen.findByText(
        'No new posts to reply to yet. Try again later, or add keywords and core users.',
      ),
    ).toBeInTheDocument();
    expect(complete).toHaveBeenCalledTimes(1);
    expect(await check()).toBeEnabled();
  });

  it('a run that drafted nothing but skipped posts gives its counts, not "nothing new", and hands the run on', async () => {
    const skipped = [
      {
        post_id: 'p1',
        author_username: 'mlopez',
        text: 'opinión impopular',
        reason: 'The post is not in English.',
      },
    ];
    const run = monitorStatus({
      status: 'COMPLETED',
      progress: 100,
      posts_found: 10,
      drafts_created: 0,
      skipped,
    });
    await signedInServer({ [TRIGGER]: triggered, [STATUS]: () => json(run) });
    const { user, complete } = renderPanel();
    await user.click(await check());
    expect(await screen.findByText('10 posts read, 0 drafts added')).toBeInTheDocument();
    expect(screen.getByText('Skipped 1 post')).toBeInTheDocument();
    expect(screen.queryByText(/No new posts to reply to yet/)).not.toBeInTheDocument();
    expect(complete).toHaveBeenCalledWith(expect.objectContaining({ skipped }));
  });

  it('a run that had finished before the click (at most one a minute) says how long ago, with its results', async () => {
    const finishedAt = new Date(Date.now() - 20_000).toISOString();
    await signedInServer({
      [TRIGGER]: triggered,
      [STATUS]: () =>
        json(
          monitorStatus({
            status: 'COMPLETED',
            progress: 100,
            posts_found: 7,
            drafts_created: 2,
            finished_at: finishedAt,
          }),
        ),
    });
    const { user } = renderPanel();
    await user.click(await check());
    expect(
      await screen.findByText('Checked 20 seconds ago: 7 posts read, 2 drafts added'),
    ).toBeInTheDocument();
  });

  it('a FAILED run shows its error_message, and does not reload the drafts', async () => {
    const { calls } = await signedInServer({
      [TRIGGER]: triggered,
      [STATUS]: () =>
        json(
          monitorStatus({
            status: 'FAILED',
            error_message: 'Add keywords or core users before monitoring',
          }),
        ),
    });
    const { user, complete } = renderPanel();
    await user.click(await check());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Add keywords or core users before monitoring',
    );
    expect(complete).not.toHaveBeenCalled();
    expect(await check()).toBeEnabled();
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(statusCalls(calls)).toHaveLength(1);
  });

  it("a FAILED run without an error_message says 'Monitoring failed'", async () => {
    await signedInServer({
      [TRIGGER]: triggered,
      [STATUS]: () => json(monitorStatus({ status: 'FAILED' })),
    });
    const { user } = renderPanel();
    await user.click(await check());
    expect(await screen.findByRole('alert')).toHaveTextContent('Monitoring failed');
  });

  it("a refused start shows the server's words and never polls", async () => {
    const { calls } = await signedInServer({
      [TRIGGER]: () => apiError(409, 'Connect your X account in Settings first', 'CONFLICT'),
    });
    const { user, complete } = renderPanel();
    await user.click(await check());
    expect(await screen.findByRole('alert')).toHaveTextContent('Connect your X account in Settings first');
    expect(statusCalls(calls)).toHaveLength(0);
    expect(complete).not.toHaveBeenCalled();
  });

  it("a start without an answer says 'Could not start monitoring'", async () => {
    await signedInServer({ [TRIGGER]: noAnswer });
    const { user } = renderPanel();
    await user.click(await check());
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not start monitoring');
  });

  it('a poll without an answer is asked again at the next tick; three in a row end the check', async () => {
    const answers = [
      () => json(monitorStatus({ progress: 40, posts_found: 12 })),
      () => apiError(503, 'Restarting'),
      () => json(monitorStatus({ progress: 70, posts_found: 12 })),
      () => apiError(502, 'Bad gateway'),
      () => apiError(503, 'Restarting'),
      () => apiError(500, 'Still down'),
    ];
    let i = 0;
    const { calls } = await signedInServer({
      [TRIGGER]: triggered,
      [STATUS]: () => answers[Math.min(i++, answers.length - 1)]!(),
    });
    const { user, complete } = renderPanel();
    await user.click(await check());
    await bar();
    await act(() => vi.advanceTimersByTimeAsync(4100));
    expect(await screen.findByText('70% · 12 posts read, 0 drafts added')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(6100));
    expect(await screen.findByRole('alert')).toHaveTextContent('Still down');
    expect(statusCalls(calls)).toHaveLength(6);
    expect(complete).not.toHaveBeenCalled();
  });

  it("polls without an answer three times in a row say 'Monitoring failed' (it had started)", async () => {
    await signedInServer({ [TRIGGER]: triggered, [STATUS]: noAnswer });
    const { user } = renderPanel();
    await user.click(await check());
    await act(() => vi.advanceTimersByTimeAsync(4100));
    expect(await screen.findByRole('alert')).toHaveTextContent('Monitoring failed');
  });

  it('Stop beside the progress asks the server to stop the run; its end says so and lists what it did not draft', async () => {
    const skipped = [
      {
        post_id: 'p7',
        author_username: 'quietops',
        text: 'Our on-call rota is a spreadsheet and a prayer',
        reason: 'Not drafted: you stopped the run. The next run tries this post again.',
      },
    ];
    let run = monitorStatus({ progress: 78, posts_found: 9, drafts_created: 2 });
    const { calls } = await signedInServer({
      [TRIGGER]: triggered,
      [STATUS]: () => json(run),
      [`POST ${STOP_PATH}`]: () => json(run),
    });
    const { user, complete } = renderPanel();
    await user.click(await check());
    expect(await screen.findByText('78% · 9 posts read, 2 drafts added')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(calls.filter((c) => c.method === 'POST' && c.path === STOP_PATH)).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Stopping…' })).toBeDisabled();

    run = monitorStatus({
      status: 'COMPLETED',
      progress: 100,
      posts_found: 9,
      drafts_created: 2,
      stopped: true,
      skipped,
    });
    await act(() => vi.advanceTimersByTimeAsync(2050));
    expect(
      await screen.findByText(
        'You stopped the check: 9 posts read, 2 drafts added. The next check reads the posts it did not draft again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Stop/ })).not.toBeInTheDocument();
    expect(complete).toHaveBeenCalledWith(expect.objectContaining({ stopped: true }));
    await user.click(screen.getByText('Skipped 1 post'));
    expect(screen.getByText(skipped[0]!.reason)).toBeVisible();
  });

  it('stops polling when the screen goes away', async () => {
    const { calls } = await signedInServer({
      [TRIGGER]: triggered,
      [STATUS]: () => json(monitorStatus({ progress: 40 })),
    });
    const { user, unmount, complete } = renderPanel();
    await user.click(await check());
    await bar();
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(statusCalls(calls)).toHaveLength(1);
    expect(complete).not.toHaveBeenCalled();
  });
});
