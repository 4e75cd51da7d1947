import { Hono } from 'hono';
import {
  ZBillingWebhookAnswer,
  ZCancelAnswer,
  ZCheckoutAnswer,
  ZCreateCheckout,
  ZSkipTrialAnswer,
  ZSubscriptionStatus,
} from '@gatling/shared/api/billing';
import { TEXT } from '@gatling/shared/spec';
import type { TAppEnv, TModuleDeps } from '../../context';
import { AppError } from '../../errors';
import { readJson } from '../../http/validate';
import type { RateLimiter, TRateRule } from '../../http/rate-limit';
import type { BillingProvider } from '../../integrations/billing/billing-provider';
import { cancelSubscription } from './cancel-subscription';
import { createCheckout, defaultCheckoutUrls } from './create-checkout';
import { getSubscriptionStatus } from './get-subscription-status';
import { handleWebhook } from './handle-webhook';
import { skipTrial } from './skip-trial';

export type TBillingDeps = TModuleDeps & { billing: BillingProvider; limiter: RateLimiter };

/** Both checkout routes share one budget per user: a checkout is a payment-provider call. */
export const CHECKOUT_RATE_RULE: TRateRule = { max: 5, windowMs: 10 * 60_000 };

type TRoutes = Hono<TAppEnv>;

/**
 * The billing area. `guarded` apps sit behind the bearer guard (the spec puts three of them at the
 * /api root); `public` ones are the provider's webhook and the test-mode checkout page.
 */
export function createBillingRoutes(deps: TBillingDeps): {
  guarded: [`/api/${string}`, TRoutes][];
  public: [string, TRoutes][];
} {
  const { db, config, logger, registry, billing, limiter } = deps;
  const tag = 'billing';

  const limitCheckout = (userId: string) => {
    if (config.RATE_LIMIT_DISABLED) return;
    const hit = limiter.hit(`checkout:user:${userId}`, CHECKOUT_RATE_RULE);
    if (!hit.allowed) {
      throw new AppError('RATE_LIMITED', TEXT.subscription.checkoutTooManyRequests, {
        retryAfterSeconds: hit.retryAfterSeconds,
      });
    }
  };
  const checkoutDeps = { db, provider: billing, config };
  const checkoutErrors = {
    409: { description: 'A subscription, trial or team access is already active' },
    429: { description: 'Too many checkouts; Retry-After says when to try again' },
  };

  const subscription = new Hono<TAppEnv>();
  subscription.get('/status', async (c) =>
    c.json(ZSubscriptionStatus.parse(await getSubscriptionStatus(db, c.get('user'), config))),
  );
  registry.add({
    method: 'get',
    path: '/api/subscription/status',
    tag,
    summary: 'Subscription status (spec §3); a trial counts as payment_status active',
    responses: { 200: { description: 'Status', schema: ZSubscriptionStatus } },
  });
  subscription.post('/skip-trial', async (c) =>
    c.json(ZSkipTrialAnswer.parse(await skipTrial(db, c.get('user'), config))),
  );
  registry.add({
    method: 'post',
    path: '/api/subscription/skip-trial',
    tag,
    summary: 'Team members (e-mail on TEAM_EMAIL_DOMAIN) skip the trial step and get full access',
    responses: {
      200: { description: 'Granted', schema: ZSkipTrialAnswer },
      403: { description: 'Not a team member' },
    },
  });

  const createCheckoutRoute = new Hono<TAppEnv>();
  createCheckoutRoute.post('/', async (c) => {
    const user = c.get('user');
    limitCheckout(user.id);
    const body = await readJson(c, ZCreateCheckout);
    const answer = await createCheckout(checkoutDeps, user, {
      successUrl: body.success_url,
      cancelUrl: body.cancel_url,
    });
    return c.json(ZCheckoutAnswer.parse(answer));
  });
  registry.add({
    method: 'post',
    path: '/api/create_checkout',
    tag,
    summary:
      'Start a checkout of the monthly plan (with the 7-day trial if never used); both URLs on this site',
    body: ZCreateCheckout,
    responses: {
      200: { description: 'Where to send the browser', schema: ZCheckoutAnswer },
      422: { description: 'Invalid body, or a URL off this site' },
      ...checkoutErrors,
    },
  });

  const checkout = new Hono<TAppEnv>();
  checkout.post('/create', async (c) => {
    const user = c.get('user');
    limitCheckout(user.id);
    return c.json(
      ZCheckoutAnswer.parse(await createCheckout(checkoutDeps, user, defaultCheckoutUrls(config.publicUrl))),
    );
  });
  registry.add({
    method: 'post',
    path: '/api/checkout/create',
    tag,
    summary: 'Start a checkout returning to /subscription/success (or /pricing when abandoned)',
    responses: {
      200: { description: 'Where to send the browser', schema: ZCheckoutAnswer },
      ...checkoutErrors,
    },
  });

  const cancel = new Hono<TAppEnv>();
  cancel.post('/', async (c) =>
    c.json(ZCancelAnswer.parse(await cancelSubscription(db, billing, c.get('user')))),
  );
  registry.add({
    method: 'post',
    path: '/api/cancel_subscription',
    tag,
    summary: 'Cancel at the end of the paid period (or trial); access continues until then',
    responses: {
      200: { description: 'Cancellation scheduled', schema: ZCancelAnswer },
      404: { description: 'No active subscription to cancel' },
      409: { description: 'Already cancelled' },
    },
  });

  const webhook = new Hono<TAppEnv>();
  webhook.post('/webhook', async (c) => {
    // The signature covers the exact bytes sent, so the body is read raw, never re-serialised.
    const raw = new Uint8Array(await c.req.arrayBuffer());
    return c.json(
      ZBillingWebhookAnswer.parse(await handleWebhook(db, billing, logger, raw, c.req.raw.headers)),
    );
  });
  registry.add({
    method: 'post',
    path: '/api/billing/webhook',
    tag,
    auth: false,
    summary: 'Payment provider events (Stripe-Signature verified); a replayed event id is a no-op',
    responses: {
      200: { description: 'Received', schema: ZBillingWebhookAnswer },
      400: { description: 'Missing or invalid signature; nothing changed' },
    },
  });

  const publicRoutes: [string, TRoutes][] = [['/api/billing', webhook]];

  return {
    guarded: [
      ['/api/subscription', subscription],
      ['/api/create_checkout', createCheckoutRoute],
      ['/api/checkout', checkout],
      ['/api/cancel_subscription', cancel],
    ],
    public: publicRoutes,
  };
}
