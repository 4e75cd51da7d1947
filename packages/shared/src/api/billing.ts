import { z } from 'zod';

/**
 * Our normalised payment status. A trial counts as 'active' (the user has full access), which is
 * what the client's rule "active = is_active && payment_status === 'active'" needs.
 */
export const PAYMENT_STATUSES = ['active', 'past_due', 'canceled', 'incomplete', 'none'] as const;
export const SUBSCRIPTION_TIERS = ['free', 'trial', 'monthly'] as const;
export type TPaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type TSubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];

/** docs/product/data.md Subscription status. Dates are ISO 8601 (UTC) or null. */
export const ZSubscriptionStatus = z.object({
  is_active: z.boolean(),
  payment_status: z.enum(PAYMENT_STATUSES),
  subscription_tier: z.enum(SUBSCRIPTION_TIERS),
  subscription_start_date: z.string().nullable(),
  renewal_date: z.string().nullable(),
  /** True once cancellation is scheduled for the end of the paid period. */
  cancel_at_period_end: z.boolean(),
  /** Whether this user may still start a free trial (one per user). */
  trial_available: z.boolean(),
  /** Whether the user's e-mail is on the team domain that may skip the trial step. */
  team_member: z.boolean(),
  /** Access comes from the team skip (POST /subscription/skip-trial), not from a subscription. */
  team_access: z.boolean(),
});
export type TSubscriptionStatus = z.infer<typeof ZSubscriptionStatus>;

/**
 * The detail of the 409 every checkout, cancel, skip-trial and webhook call answers when the server
 * runs without subscriptions (BILLING=off).
 */
export const BILLING_OFF_DETAIL = 'Subscriptions are turned off on this server: every feature is available.';

/** POST /create_checkout. Both URLs must be on this product's own origin. */
export const ZCreateCheckout = z.object({
  success_url: z.string().url(),
  cancel_url: z.string().url(),
});
export type TCreateCheckout = z.infer<typeof ZCreateCheckout>;

export const ZCheckoutAnswer = z.object({ url: z.string() });
export type TCheckoutAnswer = z.infer<typeof ZCheckoutAnswer>;

export const ZCancelAnswer = z.object({
  success: z.literal(true),
  cancel_at_period_end: z.boolean(),
  renewal_date: z.string().nullable(),
});
export type TCancelAnswer = z.infer<typeof ZCancelAnswer>;

/** POST /subscription/skip-trial: team members only (checked on the server). */
export const ZSkipTrialAnswer = z.object({ success: z.literal(true) });
export type TSkipTrialAnswer = z.infer<typeof ZSkipTrialAnswer>;

/** POST /billing/webhook (the payment provider calls it; `duplicate` when the event was seen before). */
export const ZBillingWebhookAnswer = z.object({ received: z.literal(true), duplicate: z.boolean() });
export type TBillingWebhookAnswer = z.infer<typeof ZBillingWebhookAnswer>;
