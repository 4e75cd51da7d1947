import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEXT, TIMINGS } from '@gatling/shared/spec';
import {
  monitorStatus,
  signedInServer,
  STATUS_PATH,
  statusSequence,
  triggered,
} from '@/features/monitoring/testing/monitor-test-kit';
import { json, setTestPublicConfig } from '@/test/fake-api';
import { renderInApp, resetToasts, toastWith } from '@/test/render-in-app';
import { skippedFromState } from '@/features/monitoring/lib/skipped-state';
import { CompleteStep } from './complete-step';

const COMPLETE = '/api/onboarding/complete';
const completed = () => json({ onboarding_completed: true });

function renderStep() {
  const onCompleted = vi.fn();
  const view = renderInApp(<CompleteStep onBack={() => undefined} onCompleted={onCompleted} />, {
    path: '/onboarding',
    retries: 'none',
  });
  return { ...view, onCompleted };
}

const button = () => screen.getByRole('button', { name: 'Complete Setup' });

describe('CompleteStep', () => {
  beforeEach(() => {
    setTestPublicConfig();
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    resetToasts();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('runs monitoring with its progress, then marks onboarding complete, goes to /replies after 3 s without reloading the page', async () => {
    const { calls } = await signedInServer({
      'POST /api/monitor/trigger': triggered,
      [`GET ${STATUS_PATH}`]: statusSequence(
        monitorStatus({ progress: 35, posts_found: 12, posts_qualified: 2, drafts_created: 1 }),
        monitorStatus({
          status: 'COMPLETED',
          progress: 100,
          posts_found: 30,
          posts_qualified: 5,
          drafts_created: 3,
        }),
      ),
      [`POST ${COMPLETE}`]: completed,
    });
    const { user, onCompleted } = renderStep();
    await user.click(button());
    const bar = await screen.findByRole('progressbar', { name: 'Finding posts for you' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '35'));
    expect(screen.getByText('12 posts read · 2 worth a reply · 1 draft written')).toBeInTheDocument();
    expect(button()).toBeDisabled();
    // Onboarding is not marked complete while the run is going.
    expect(calls.some((c) => c.path === COMPLETE)).toBe(false);

    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.monitorPollMs));
    await waitFor(() => expect(calls.some((c) => c.path === COMPLETE)).toBe(true));
    expect(await screen.findByText(/3 drafts are waiting for you/)).toBeInTheDocument();
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    // The model choice above the button reads the model settings; the run's own calls come in order.
    const order = calls
      .map((c) => c.path)
      .filter((p) => p !== '/api/session' && !p.startsWith('/api/settings/'));
    expect(order).toEqual(['/api/monitor/trigger', STATUS_PATH, STATUS_PATH, COMPLETE]);

    // The clock also moves with real time (shouldAdvanceTime): leave a margin for the assertions above.
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.completionRedirectDelayMs - 1000));
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1100));
    expect(screen.getByTestId('where')).toHaveTextContent('/replies');
    // The router moved; nothing reloads the page (which would drop a swipe still in its countdown).
    expect(onCompleted).toHaveBeenCalledTimes(1);
  });

  it('hands what the run skipped on to /replies, which lists it above the drafts', async () => {
    const skipped = [
      {
        post_id: 'p9',
        author_username: 'mlopez',
        text: 'este mes crecimos un 16%. la clave fue settings page.',
        reason: 'The post is not in English, and drafting without a model writes English only.',
      },
    ];
    await signedInServer({
      'POST /api/monitor/trigger': triggered,
      [`GET ${STATUS_PATH}`]: statusSequence(
        monitorStatus({ status: 'COMPLETED', progress: 100, drafts_created: 1, skipped }),
      ),
      [`POST ${COMPLETE}`]: completed,
    });
    const { user, router } = renderStep();
    await user.click(button());
    expect(await screen.findByText(/1 draft is waiting for you/)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.completionRedirectDelayMs + 100));
    expect(router.state.location.pathname).toBe('/replies');
    expect(skippedFromState(router.state.location.state)).toEqual(skipped);
  });

  it('with no X account connected (409 from the trigger) it completes without monitoring', async () => {
    const detail = 'Connect your X account first: there is nothing to monitor yet.';
    const { calls } = await signedInServer({
      'POST /api/monitor/trigger': () => json({ detail, code: 'CONFLICT' }, 409),
      [`POST ${COMPLETE}`]: completed,
    });
    const { user } = renderStep();
    await user.click(button());
    expect(await screen.findByText(detail)).toBeInTheDocument();
    expect(await screen.findByText('All set. Taking you to your replies...')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === STATUS_PATH)).toBe(false);
    expect(calls.filter((c) => c.path === COMPLETE)).toHaveLength(1);
    expect(screen.queryByText(TEXT.onboarding.completeFailed)).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.completionRedirectDelayMs));
    expect(screen.getByTestId('where')).toHaveTextContent('/replies');
  });

  it('a 409 without a detail of its own says neither X nor Bluesky is connected', async () => {
    await signedInServer({
      'POST /api/monitor/trigger': () => new Response(null, { status: 409 }),
      [`POST ${COMPLETE}`]: completed,
    });
    const { user } = renderStep();
    await user.click(button());
    expect(
      await screen.findByText(
        'No X or Bluesky account is connected, so there are no posts to look through yet.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('All set. Taking you to your replies...')).toBeInTheDocument();
  });

  it("a FAILED run says 'Failed to complete setup. Please try again.' with its error_message; retrying runs again", async () => {
    let attempt = 0;
    const { calls } = await signedInServer({
      'POST /api/monitor/trigger': () => {
        attempt += 1;
        return triggered();
      },
      [`GET ${STATUS_PATH}`]: () =>
        json(
          attempt === 1
            ? monitorStatus({ status: 'FAILED', progress: 20, error_message: 'X is rate limiting searches' })
            : monitorStatus({ status: 'COMPLETED', progress: 100 }),
        ),
      [`POST ${COMPLETE}`]: completed,
    });
    const { user } = renderStep();
    await user.click(button());
    const failure = await toastWith(TEXT.onboarding.completeFailed);
    expect(failure).toHaveTextContent('X is rate limiting searches');
    expect(button()).toBeEnabled();
    expect(calls.some((c) => c.path === COMPLETE)).toBe(false);
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();

    await user.click(button());
    expect(await screen.findByText('All set. Taking you to your replies...')).toBeInTheDocument();
    // The first attempt's failure does not stay up over the run that worked.
    await waitFor(() => expect(screen.queryByText('X is rate limiting searches')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.path === '/api/monitor/trigger')).toHaveLength(2);
    expect(calls.filter((c) => c.path === COMPLETE)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.completionRedirectDelayMs));
    expect(screen.getByTestId('where')).toHaveTextContent('/replies');
  });

  it('a failed trigger, or a failed completion after monitoring, says so and the button works again', async () => {
    let triggerDown = true;
    await signedInServer({
      'POST /api/monitor/trigger': () =>
        triggerDown ? json({ detail: 'The worker is not running', code: 'UNAVAILABLE' }, 503) : triggered(),
      [`GET ${STATUS_PATH}`]: () => json(monitorStatus({ status: 'COMPLETED', progress: 100 })),
      [`POST ${COMPLETE}`]: () => json({ detail: 'down', code: 'INTERNAL' }, 500),
    });
    const { user } = renderStep();
    await user.click(button());
    expect(await toastWith(TEXT.onboarding.completeFailed)).toHaveTextContent('The worker is not running');
    expect(button()).toBeEnabled();

    triggerDown = false;
    resetToasts();
    await user.click(button());
    const failure = await toastWith(TEXT.onboarding.completeFailed);
    expect(within(failure as HTMLElement).getByText('down')).toBeInTheDocument();
    expect(button()).toBeEnabled();
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.completionRedirectDelayMs));
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });
});
