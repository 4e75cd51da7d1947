import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEXT } from '@gatling/shared/spec';
import type { TSubscriptionStatus } from '@gatling/shared/api/billing';
import { json, setTestPublicConfig } from '@/test/fake-api';
import { NOT_SUBSCRIBED, renderInApp, signedInServer, subscriptionStatus } from '../testing/billing-test-kit';
import { CurrentSubscription } from './current-subscription';

const PATH = '/current-subscription';
const date = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });

/** The value of a labelled row of the details list. */
function row(label: string | RegExp) {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

async function renderWith(status: TSubscriptionStatus, routes: Parameters<typeof signedInServer>[0] = {}) {
  const api = await signedInServer({ 'GET /api/subscription/status': () => json(status), ...routes });
  const rendered = renderInApp(<CurrentSubscription />, PATH);
  await screen.findByText('Start date', { selector: 'dt' });
  return { ...api, ...rendered };
}

const cancelButton = () => screen.queryByRole('button', { name: 'Cancel subscription' });

describe('CurrentSubscription', () => {
  beforeEach(() => setTestPublicConfig());
  afterEach(() => vi.restoreAllMocks());

  it('shows status, plan, start date and next renewal in the browser locale, and links back to settings', async () => {
    await renderWith(subscriptionStatus());
    expect(row('Status')).toHaveTextContent('Active');
    expect(row('Plan')).toHaveTextContent('Monthly');
    expect(row('Start date')).toHaveTextContent(date('2026-01-05T12:00:00.000Z'));
    expect(row('Start date')).toHaveTextContent('January 5, 2026');
    expect(row('Next renewal')).toHaveTextContent(date('2026-02-05T12:00:00.000Z'));
    expect(cancelButton()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Settings' })).toHaveAttribute('href', '/settings');
  });

  it('without subscriptions (BILLING=off) says every feature is included and leads on to the app', async () => {
    setTestPublicConfig({ billing_off: true, billing_test_mode: false });
    const { calls } = await signedInServer({});
    renderInApp(<CurrentSubscription />, PATH);
    expect(screen.getByRole('note', { name: 'Every feature is included' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to the app' })).toHaveAttribute('href', '/replies');
    expect(screen.getByRole('link', { name: 'Back to Settings' })).toHaveAttribute('href', '/settings');
    expect(screen.queryByText('Start date')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See plans' })).not.toBeInTheDocument();
    expect(cancelButton()).not.toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/api/subscription'))).toBe(false);
  });

  it("shows 'N/A' for missing or unreadable dates", async () => {
    await renderWith(subscriptionStatus({ subscription_start_date: null, renewal_date: 'not a date' }));
    expect(row('Start date')).toHaveTextContent('N/A');
    expect(row('Next renewal')).toHaveTextContent('N/A');
  });

  it('shows a trial as active with its plan', async () => {
    await renderWith(subscriptionStatus({ subscription_tier: 'trial' }));
    expect(row('Status')).toHaveTextContent('Free trial');
    expect(row('Plan')).toHaveTextContent('Monthly');
    expect(cancelButton()).toBeInTheDocument();
  });

  it('shows a scheduled cancellation with its date and no cancel button', async () => {
    await renderWith(subscriptionStatus({ cancel_at_period_end: true }));
    const end = date('2026-02-05T12:00:00.000Z');
    expect(row('Status')).toHaveTextContent(`Cancels on ${end}`);
    expect(row('Access until')).toHaveTextContent(end);
    expect(screen.queryByText('Next renewal')).not.toBeInTheDocument();
    expect(cancelButton()).not.toBeInTheDocument();
  });

  it.each([
    ['without a subscription', NOT_SUBSCRIBED, 'Inactive'],
    ['past due', subscriptionStatus({ is_active: false, payment_status: 'past_due' }), 'Past due'],
    ['cancelled', subscriptionStatus({ is_active: false, payment_status: 'canceled' }), 'Cancelled'],
    [
      'with is_active but an unpaid status',
      subscriptionStatus({ payment_status: 'incomplete' }),
      'Incomplete',
    ],
  ])('offers no cancel %s', async (_case, status, label) => {
    await renderWith(status);
    expect(row('Status')).toHaveTextContent(label);
    expect(row('Next renewal')).toHaveTextContent('N/A');
    expect(cancelButton()).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
  });

  it('offers no cancel for team access, which is not a subscription', async () => {
    await renderWith(subscriptionStatus({ team_access: true, renewal_date: null }));
    expect(row('Plan')).toHaveTextContent('Team access');
    expect(cancelButton()).not.toBeInTheDocument();
  });

  it('cancels in two steps, then says so and goes to /pricing', async () => {
    const user = userEvent.setup();
    const { calls, router } = await renderWith(subscriptionStatus(), {
      'POST /api/cancel_subscription': () =>
        json({ success: true, cancel_at_period_end: true, renewal_date: '2026-02-05T12:00:00.000Z' }),
    });
    const cancels = () => calls.filter((c) => c.path === '/api/cancel_subscription').length;

    await user.click(cancelButton()!);
    let dialog = within(await screen.findByRole('dialog', { name: 'Cancel your subscription?' }));
    const losses = within(dialog.getByRole('list', { name: 'What you will lose' })).getAllByRole('listitem');
    expect(losses.map((li) => li.textContent)).toEqual([...TEXT.subscription.cancelLosses]);
    await user.click(dialog.getByRole('button', { name: 'Keep subscription' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cancels()).toBe(0);

    await user.click(cancelButton()!);
    dialog = within(await screen.findByRole('dialog', { name: 'Cancel your subscription?' }));
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    dialog = within(screen.getByRole('dialog', { name: 'Are you sure?' }));
    expect(dialog.getByText(/You keep full access until February 5, 2026/)).toBeInTheDocument();
    expect(cancels()).toBe(0);
    await user.click(dialog.getByRole('button', { name: 'Cancel subscription' }));

    expect(await screen.findByText(TEXT.subscription.cancelled)).toBeInTheDocument();
    expect(cancels()).toBe(1);
    expect(router.state.location.pathname).toBe('/pricing');
  });

  it('says so and stays when cancelling fails', async () => {
    const user = userEvent.setup();
    const { router } = await renderWith(subscriptionStatus(), {
      'POST /api/cancel_subscription': () => json({ detail: 'Provider down', code: 'INTERNAL' }, 500),
    });
    await user.click(cancelButton()!);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Are you sure?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel subscription' }));

    expect(await screen.findByText(TEXT.subscription.cancelFailed)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PATH);
    expect(dialog.getByRole('button', { name: 'Cancel subscription' })).toBeEnabled();
  });

  it('shows a skeleton while loading, and the error with a retry that recovers', async () => {
    const user = userEvent.setup();
    let fail = true;
    await signedInServer({
      'GET /api/subscription/status': () =>
        fail ? json({ detail: 'Database down', code: 'INTERNAL' }, 500) : json(subscriptionStatus()),
    });
    renderInApp(<CurrentSubscription />, PATH);
    expect(screen.getByLabelText('Loading subscription')).toHaveAttribute('aria-busy', 'true');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(TEXT.subscription.statusFailed);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Start date', { selector: 'dt' })).toBeInTheDocument();
    expect(row('Status')).toHaveTextContent('Active');
  });
});
