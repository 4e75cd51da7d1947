import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { TEXT } from '@gatling/shared/spec';
import { setUpEachTest } from '@/test/each-test';
import { json } from '@/test/fake-api';
import { NOT_SUBSCRIBED, renderInApp, signedInServer, subscriptionStatus } from '../testing/billing-test-kit';
import { ACTIVATION_POLL, SubscriptionSuccess } from './subscription-success';

const PATH = '/subscription/success';
const polls = (calls: { path: string }[]) =>
  calls.filter((c) => c.path === '/api/subscription/status').length;
/** Lets pending answers and the timers of `ms` run. */
const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('SubscriptionSuccess', () => {
  setUpEachTest({ fakeTimers: true });

  it('waits for the webhook, then says so and returns to onboarding step 5', async () => {
    let answers = 0;
    const { calls } = await signedInServer({
      'GET /api/subscription/status': () => {
        answers += 1;
        return json(answers < 3 ? NOT_SUBSCRIBED : subscriptionStatus({ subscription_tier: 'trial' }));
      },
    });
    const { router } = renderInApp(<SubscriptionSuccess />, PATH);
    expect(screen.getByRole('heading', { name: TEXT.subscription.processing })).toBeInTheDocument();

    await elapse(0);
    expect(polls(calls)).toBe(1);
    expect(router.state.location.pathname).toBe(PATH);
    await elapse(ACTIVATION_POLL.intervalMs);
    expect(polls(calls)).toBe(2);
    expect(router.state.location.pathname).toBe(PATH);
    await elapse(ACTIVATION_POLL.intervalMs);
    await elapse(50); // the toaster renders a new toast on a later tick

    expect(polls(calls)).toBe(3);
    expect(screen.getByText(TEXT.subscription.activated)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboarding');
    expect(router.state.location.state).toEqual({ currentStep: 5 });
    expect(router.state.historyAction).toBe('REPLACE');

    await elapse(ACTIVATION_POLL.intervalMs * 3);
    expect(polls(calls)).toBe(3);
  });

  it('gives up after the last try, asks the user to contact support and returns to onboarding', async () => {
    const { calls } = await signedInServer({ 'GET /api/subscription/status': () => json(NOT_SUBSCRIBED) });
    const { router } = renderInApp(<SubscriptionSuccess />, PATH);

    await elapse(ACTIVATION_POLL.intervalMs * (ACTIVATION_POLL.attempts - 1) - 1);
    expect(router.state.location.pathname).toBe(PATH);
    await elapse(1);
    await elapse(50); // the toaster renders a new toast on a later tick

    expect(polls(calls)).toBe(ACTIVATION_POLL.attempts);
    expect(screen.getByText(TEXT.subscription.activationIssue)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboarding');
    expect(router.state.location.state).toBeNull();
    await elapse(ACTIVATION_POLL.intervalMs * 3);
    expect(polls(calls)).toBe(ACTIVATION_POLL.attempts);
  });

  it('stops and says the status could not be verified when the status call fails', async () => {
    const { calls } = await signedInServer({
      'GET /api/subscription/status': () => json({ detail: 'Database down', code: 'INTERNAL' }, 500),
    });
    const { router } = renderInApp(<SubscriptionSuccess />, PATH);
    await elapse(0);

    expect(screen.getByText(TEXT.subscription.verifyFailed)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboarding');
    await elapse(ACTIVATION_POLL.intervalMs * 3);
    expect(polls(calls)).toBe(1);
  });

  it('stops polling when the user leaves the page', async () => {
    const { calls } = await signedInServer({ 'GET /api/subscription/status': () => json(NOT_SUBSCRIBED) });
    const { router } = renderInApp(<SubscriptionSuccess />, PATH);
    await elapse(0);
    await act(() => router.navigate('/replies'));
    await elapse(ACTIVATION_POLL.intervalMs * 5);
    expect(polls(calls)).toBe(1);
    expect(screen.queryByText(TEXT.subscription.activationIssue)).not.toBeInTheDocument();
  });
});
