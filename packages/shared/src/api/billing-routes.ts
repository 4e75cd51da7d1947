import type { TApiRoute } from './contract';
import type {
  ZBillingWebhookAnswer,
  ZCancelAnswer,
  ZCheckoutAnswer,
  ZCreateCheckout,
  ZSkipTrialAnswer,
  ZSubscriptionStatus,
} from './billing';

/**
 * The routes of billing as both ends call them, without zod: the web bundles these and types its
 * calls from their schemas' types; ./contracts pairs each with the schemas the server checks.
 */
export const getSubscriptionStatusRoute = {
  method: 'get',
  path: '/subscription/status',
  types: {} as { answer: typeof ZSubscriptionStatus },
} as const satisfies TApiRoute;

export const skipTrialRoute = {
  method: 'post',
  path: '/subscription/skip-trial',
  types: {} as { answer: typeof ZSkipTrialAnswer },
} as const satisfies TApiRoute;

export const createCheckoutRoute = {
  method: 'post',
  path: '/create_checkout',
  types: {} as { body: typeof ZCreateCheckout; answer: typeof ZCheckoutAnswer },
} as const satisfies TApiRoute;

export const createDefaultCheckoutRoute = {
  method: 'post',
  path: '/checkout/create',
  types: {} as { answer: typeof ZCheckoutAnswer },
} as const satisfies TApiRoute;

export const cancelSubscriptionRoute = {
  method: 'post',
  path: '/cancel_subscription',
  types: {} as { answer: typeof ZCancelAnswer },
} as const satisfies TApiRoute;

export const billingWebhookRoute = {
  method: 'post',
  path: '/billing/webhook',
  types: {} as { answer: typeof ZBillingWebhookAnswer },
} as const satisfies TApiRoute;
