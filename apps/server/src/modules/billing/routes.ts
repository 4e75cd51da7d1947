import {
  billingWebhookContract,
  cancelSubscriptionContract,
  createCheckoutContract,
  createDefaultCheckoutContract,
  getSubscriptionStatusContract,
  skipTrialContract,
} from '@gatling/shared/api/contracts';
import type { Context } from 'hono';
import { BILLING_OFF_DETAIL } from '@gatling/shared/api/billing';
import { TEXT } from '@gatling/shared/spec';
import type { TAppEnv, TModuleDeps } from '../../context';
import { AppError } from '../../errors';
import { defineRoutes, type TApiRoutes } from '../../http/api-routes';
import type { RateLimiter, TRateRule } from '../../http/rate-limit';
import type { BillingProvider } from '../../integrations/billing/billing-provider';
import { cancelSubscription } from './cancel-subscription';
import { createCheckout, defaultCheckoutUrls } from './create-checkout';
import { getSubscriptionStatus } from './get-subscription-status';
import { handleWebhook } from './handle-webhook';
import { skipTrial } from './skip-trial';

/** `billing` is null when BILLING=off: the server runs without subscriptions. */
export type TBillingDeps = TModuleDeps & { billing: BillingProvider | null; limiter: RateLimiter };

/** Both checkout routes share one budget per user: a checkout is a payment-provider call. */
export const CHECKOUT_RATE_RULE: TRateRule = { max: 5, windowMs: 10 * 60_000 };

/**
 * The billing area: the subscription, the two checkouts and the cancellation behind the bearer
 * guard (the spec puts three of them at the /api root), and the provider's webhook open to anyone.
 * With subscriptions off (BILLING=off) the status says every feature is included, and every route
 * that would reach a provider answers 409 with BILLING_OFF_DETAIL before reading its input.
 */
export function createBillingRoutes(deps: TBillingDeps): TApiRoutes<TAppEnv>[] {
  const { db, config, logger, registry, billing, limiter } = deps;
  const tag = 'billing';
  const group = (base: `/api/${string}`) => defineRoutes<TAppEnv>(registry, { base, tag, config });

  const provider = (): BillingProvider => {
    if (!billing) throw new AppError('CONFLICT', BILLING_OFF_DETAIL);
    return billing;
  };
  const refuseWhenOff = () => void provider();
  const whenOff = { 409: { description: 'Subscriptions are turned off on this server (BILLING=off)' } };

  // Before the body is read: a malformed request counts too.
  const limitCheckout = async (c: Context<TAppEnv>) => {
    refuseWhenOff();
    if (config.RATE_LIMIT_DISABLED) return;
    const hit = await limiter.hit(`checkout:user:${c.get('user').id}`, CHECKOUT_RATE_RULE);
    if (!hit.allowed) {
      throw new AppError('RATE_LIMITED', TEXT.subscription.checkoutTooManyRequests, {
        retryAfterSeconds: hit.retryAfterSeconds,
      });
    }
  };
  const checkoutDeps = () => ({ db, provider: provider(), config });
  const checkoutErrors = {
    409: {
      description:
        'A subscription, trial or team access is already active, or subscriptions are off (BILLING=off)',
    },
    429: { description: 'Too many checkouts; Retry-After says when to try again' },
  };

  const subscription = group('/api/subscription');
  subscription.serve(
    getSubscriptionStatusContract,
    {
      summary: 'Subscription status; a trial counts as payment_status active',
      responses: { 200: { description: 'Status' } },
    },
    (c) => getSubscriptionStatus(db, c.get('user'), config),
  );
  subscription.serve(
    skipTrialContract,
    {
      summary: 'Team members (e-mail on TEAM_EMAIL_DOMAIN) skip the trial step and get full access',
      before: refuseWhenOff,
      responses: {
        200: { description: 'Granted' },
        403: { description: 'Not a team member' },
        ...whenOff,
      },
    },
    (c) => skipTrial(db, c.get('user'), config),
  );

  const startCheckout = group('/api/create_checkout');
  startCheckout.serve(
    createCheckoutContract,
    {
      summary:
        'Start a checkout of the monthly plan (with the 7-day trial if never used); both URLs on this site',
      before: limitCheckout,
      responses: {
        200: { description: 'Where to send the browser' },
        422: { description: 'Invalid body, or a URL off this site' },
        ...checkoutErrors,
      },
    },
    async (c, { body }) => {
      const urls = { successUrl: body.success_url, cancelUrl: body.cancel_url };
      return await createCheckout(checkoutDeps(), c.get('user'), urls);
    },
  );

  const checkout = group('/api/checkout');
  checkout.serve(
    createDefaultCheckoutContract,
    {
      summary: 'Start a checkout returning to /subscription/success (or /pricing when abandoned)',
      before: limitCheckout,
      responses: {
        200: { description: 'Where to send the browser' },
        ...checkoutErrors,
      },
    },
    async (c) => {
      const urls = defaultCheckoutUrls(config.publicUrl);
      return await createCheckout(checkoutDeps(), c.get('user'), urls);
    },
  );

  const cancel = group('/api/cancel_subscription');
  cancel.serve(
    cancelSubscriptionContract,
    {
      summary: 'Cancel at the end of the paid period (or trial); access continues until then',
      before: refuseWhenOff,
      responses: {
        200: { description: 'Cancellation scheduled' },
        404: { description: 'No active subscription to cancel' },
        409: { description: 'Already cancelled, or subscriptions are off (BILLING=off)' },
      },
    },
    (c) => cancelSubscription(db, provider(), c.get('user')),
  );

  const webhook = defineRoutes<TAppEnv>(registry, { base: '/api/billing', tag, auth: false, config });
  webhook.serve(
    billingWebhookContract,
    {
      summary: 'Payment provider events (Stripe-Signature verified); a replayed event id is a no-op',
      raw: true,
      before: refuseWhenOff,
      responses: {
        200: { description: 'Received' },
        400: { description: 'Missing or invalid signature; nothing changed' },
        ...whenOff,
      },
    },
    async (c) => {
      // The signature covers the exact bytes sent, so the body is read raw, never re-serialised.
      const raw = new Uint8Array(await c.req.arrayBuffer());
      return await handleWebhook(db, provider(), logger, raw, c.req.raw.headers);
    },
  );

  return [subscription, startCheckout, checkout, cancel, webhook];
}
