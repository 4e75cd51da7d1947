import type { TApiContract } from './contract';
import {
  ZBillingWebhookAnswer,
  ZCancelAnswer,
  ZCheckoutAnswer,
  ZCreateCheckout,
  ZSkipTrialAnswer,
  ZSubscriptionStatus,
} from './billing';

export const getSubscriptionStatusRoute = {
  method: 'get',
  path: '/subscription/status',
  answer: ZSubscriptionStatus,
} as const satisfies TApiContract;

export const skipTrialRoute = {
  method: 'post',
  path: '/subscription/skip-trial',
  answer: ZSkipTrialAnswer,
} as const satisfies TApiContract;

export const createCheckoutRoute = {
  method: 'post',
  path: '/create_checkout',
  body: ZCreateCheckout,
  answer: ZCheckoutAnswer,
} as const satisfies TApiContract;

export const createDefaultCheckoutRoute = {
  method: 'post',
  path: '/checkout/create',
  answer: ZCheckoutAnswer,
} as const satisfies TApiContract;

export const cancelSubscriptionRoute = {
  method: 'post',
  path: '/cancel_subscription',
  answer: ZCancelAnswer,
} as const satisfies TApiContract;

export const billingWebhookRoute = {
  method: 'post',
  path: '/billing/webhook',
  answer: ZBillingWebhookAnswer,
} as const satisfies TApiContract;
