import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEXT } from '@gatling/shared/spec';
import { json, setTestPublicConfig } from '@/test/fake-api';
import { StartCheckoutButton } from './start-checkout-button';
import { bodyOf, renderInApp, signedInServer, spyOnCheckoutRedirect } from '../testing/billing-test-kit';

function renderButton() {
  renderInApp(<StartCheckoutButton>Start free trial</StartCheckoutButton>, '/pricing');
  return screen.getByRole('button', { name: 'Start free trial' });
}

describe('starting checkout', () => {
  beforeEach(() => setTestPublicConfig());
  afterEach(() => vi.restoreAllMocks());

  it('asks for a checkout with the success and cancel pages of this origin, then leaves for its url', async () => {
    const user = userEvent.setup();
    const redirect = spyOnCheckoutRedirect();
    let answer: (r: Response) => void = () => {};
    const { calls } = await signedInServer({
      'POST /api/create_checkout': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const button = renderButton();
    await user.click(button);

    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    const origin = window.location.origin;
    expect(bodyOf(calls, '/api/create_checkout')).toEqual({
      success_url: `${origin}/subscription/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${origin}/pricing`,
    });
    expect(calls.find((c) => c.path === '/api/create_checkout')?.init?.headers).toMatchObject({
      authorization: 'Bearer token-1',
    });

    answer(json({ url: '/billing/test-checkout/cs_1' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/billing/test-checkout/cs_1'));
    // Still busy while the browser leaves: a second click must not start a second checkout.
    expect(button).toBeDisabled();
  });

  it.each([
    [
      '429',
      () => json({ detail: 'Slow down', code: 'RATE_LIMITED' }, 429),
      TEXT.subscription.checkoutTooManyRequests,
    ],
    [
      '401',
      () => json({ detail: 'No session', code: 'UNAUTHORIZED' }, 401),
      TEXT.subscription.checkoutSessionExpired,
    ],
    [
      'a server message',
      () => json({ detail: 'You already have an active subscription', code: 'CONFLICT' }, 409),
      'You already have an active subscription',
    ],
    [
      'an answer without a message',
      () => new Response('<html>Bad gateway</html>', { status: 502 }),
      TEXT.subscription.checkoutFailed,
    ],
    [
      'no connection',
      () => Promise.reject(new TypeError('Failed to fetch')),
      TEXT.subscription.checkoutUnavailable,
    ],
    ['an unreadable answer', () => json({ nope: true }), TEXT.subscription.checkoutUnavailable],
  ])('on %s shows the product text and lets the user try again', async (_case, answer, text) => {
    const user = userEvent.setup();
    const redirect = spyOnCheckoutRedirect();
    await signedInServer({ 'POST /api/create_checkout': answer });
    const button = renderButton();
    await user.click(button);

    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(redirect).not.toHaveBeenCalled();
    await waitFor(() => expect(button).toBeEnabled());
  });
});
