import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSubscriptionStatus } from '@gatling/shared/api/billing';
import { TEXT } from '@gatling/shared/spec';
import { json, setTestPublicConfig } from '@/test/fake-api';
import {
  bodyOf,
  NOT_SUBSCRIBED,
  renderInApp,
  signedInServer,
  spyOnCheckoutRedirect,
  subscriptionStatus,
} from '../testing/billing-test-kit';
import { TrialPanel } from './trial-panel';

async function renderPanel(status: TSubscriptionStatus, routes: Parameters<typeof signedInServer>[0] = {}) {
  const onNext = vi.fn();
  const api = await signedInServer({ 'GET /api/subscription/status': () => json(status), ...routes });
  renderInApp(<TrialPanel onNext={onNext} />, '/onboarding');
  await waitFor(() => expect(screen.queryByLabelText('Loading subscription')).not.toBeInTheDocument());
  return { ...api, onNext };
}

const button = (name: string) => screen.queryByRole('button', { name });

describe('TrialPanel', () => {
  beforeEach(() => setTestPublicConfig());
  afterEach(() => vi.restoreAllMocks());

  it('offers the trial with its price and starts checkout back to the success page', async () => {
    const user = userEvent.setup();
    const redirect = spyOnCheckoutRedirect();
    const { calls, onNext } = await renderPanel(NOT_SUBSCRIBED, {
      'POST /api/create_checkout': () => json({ url: '/billing/test-checkout/cs_9' }),
    });
    expect(screen.getByText('7 days free')).toBeInTheDocument();
    expect(screen.getByText('$19')).toBeInTheDocument();
    expect(screen.getByText('Your monthly plan starts at $19/month.')).toBeInTheDocument();
    expect(button(TEXT.subscription.nextStep)).not.toBeInTheDocument();
    expect(button('Skip (Gatling team member)')).not.toBeInTheDocument();

    await user.click(button(TEXT.subscription.startFreeTrial)!);
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/billing/test-checkout/cs_9'));
    expect(bodyOf(calls, '/api/create_checkout')).toMatchObject({
      success_url: `${window.location.origin}/subscription/success?session_id={CHECKOUT_SESSION_ID}`,
      // A cancelled checkout comes back to this step, not to /pricing.
      cancel_url: `${window.location.origin}/onboarding?step=5`,
    });
    expect(onNext).not.toHaveBeenCalled();
  });

  it('without subscriptions (BILLING=off) says every feature is included; Next Step moves on', async () => {
    setTestPublicConfig({ billing_off: true, billing_test_mode: false });
    const user = userEvent.setup();
    const onNext = vi.fn();
    const { calls } = await signedInServer({});
    renderInApp(<TrialPanel onNext={onNext} />, '/onboarding');
    expect(screen.getByRole('note', { name: 'Every feature is included' })).toHaveTextContent(
      'This server runs without subscriptions',
    );
    expect(button(TEXT.subscription.startFreeTrial)).not.toBeInTheDocument();
    expect(screen.queryByText(/\$\d/)).not.toBeInTheDocument();
    await user.click(button(TEXT.subscription.nextStep)!);
    expect(onNext).toHaveBeenCalledTimes(1);
    expect(calls.some((c) => c.path.startsWith('/api/subscription'))).toBe(false);
  });

  it('shows Next Step once the subscription is active', async () => {
    const user = userEvent.setup();
    const { onNext } = await renderPanel(
      subscriptionStatus({ subscription_tier: 'trial', team_member: true }),
    );
    expect(screen.getByText('Your free trial is active')).toBeInTheDocument();
    expect(button(TEXT.subscription.startFreeTrial)).not.toBeInTheDocument();
    expect(button('Skip (Gatling team member)')).not.toBeInTheDocument();
    await user.click(button(TEXT.subscription.nextStep)!);
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  it('lets a team member skip the step', async () => {
    const user = userEvent.setup();
    const { calls, onNext } = await renderPanel(
      { ...NOT_SUBSCRIBED, team_member: true },
      {
        'POST /api/subscription/skip-trial': () => json({ success: true }),
      },
    );
    expect(button(TEXT.subscription.startFreeTrial)).toBeInTheDocument();
    await user.click(button('Skip (Gatling team member)')!);
    await waitFor(() => expect(onNext).toHaveBeenCalledTimes(1));
    expect(calls.filter((c) => c.path === '/api/subscription/skip-trial')).toHaveLength(1);
  });

  it('names the configured product in the skip option, and shows a failed skip', async () => {
    setTestPublicConfig({ product_name: 'Replyster' });
    const user = userEvent.setup();
    const { onNext } = await renderPanel(
      { ...NOT_SUBSCRIBED, team_member: true },
      {
        'POST /api/subscription/skip-trial': () =>
          json({ detail: 'Only team addresses may skip the trial', code: 'FORBIDDEN' }, 403),
      },
    );
    await user.click(button('Skip (Replyster team member)')!);
    expect(await screen.findByText('Only team addresses may skip the trial')).toBeInTheDocument();
    expect(onNext).not.toHaveBeenCalled();
  });

  it('offers a plain subscription when the one free trial was used', async () => {
    await renderPanel({ ...NOT_SUBSCRIBED, trial_available: false });
    expect(button(TEXT.subscription.startFreeTrial)).not.toBeInTheDocument();
    expect(button('Subscribe')).toBeInTheDocument();
    expect(screen.getByText(/already used your free trial/)).toBeInTheDocument();
  });

  it('shows a failed status check with a retry', async () => {
    await renderPanel(subscriptionStatus(), {
      'GET /api/subscription/status': () => json({ detail: 'Database down', code: 'INTERNAL' }, 500),
    });
    expect(screen.getByRole('alert')).toHaveTextContent(TEXT.subscription.statusFailed);
    expect(button('Retry')).toBeInTheDocument();
  });
});
