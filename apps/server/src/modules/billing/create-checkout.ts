import { and, eq } from 'drizzle-orm';
import type { TCheckoutAnswer } from '@gatling/shared/api/billing';
import { ROUTES } from '@gatling/shared/spec';
import type { TSessionUser } from '../../context';
import type { TConfig } from '../../config';
import type { TDb } from '../../db/client';
import { billingCustomers, checkoutSessions } from '../../db/schema/billing';
import { AppError } from '../../errors';
import { BillingProviderError, type BillingProvider } from '../../integrations/billing/billing-provider';
import { hasActiveSubscription, loadBillingState } from './load-billing-state';

export const OFF_SITE_DETAIL = 'success_url and cancel_url must point to this site';
export const PROVIDER_DOWN_DETAIL =
  'The payment provider could not be reached. Please try again in a few minutes.';

/** Where POST /checkout/create sends the browser; Stripe fills in {CHECKOUT_SESSION_ID} itself. */
export function defaultCheckoutUrls(publicUrl: string): { successUrl: string; cancelUrl: string } {
  return {
    successUrl: `${publicUrl}${ROUTES.subscriptionSuccess}?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${publicUrl}${ROUTES.pricing}`,
  };
}

/** An absolute http(s) URL on the product's own origin: checkout never redirects anywhere else. */
export function isOnSite(url: string, publicUrl: string): boolean {
  try {
    const target = new URL(url);
    return (
      (target.protocol === 'http:' || target.protocol === 'https:') &&
      target.origin === new URL(publicUrl).origin
    );
  } catch {
    return false;
  }
}

type TDeps = { db: TDb; provider: BillingProvider; config: TConfig };

/**
 * Starts a checkout of the monthly plan, with the 7-day trial when this user never had one.
 * 409 when a subscription, a trial or team access is already active (past due may start over).
 */
export async function createCheckout(
  { db, provider, config }: TDeps,
  user: TSessionUser,
  urls: { successUrl: string; cancelUrl: string },
  now = new Date(),
): Promise<TCheckoutAnswer> {
  if (!isOnSite(urls.successUrl, config.publicUrl) || !isOnSite(urls.cancelUrl, config.publicUrl)) {
    throw new AppError('VALIDATION_FAILED', OFF_SITE_DETAIL);
  }
  const state = await loadBillingState(db, user, config);
  if (hasActiveSubscription(state, now)) {
    throw new AppError(
      'CONFLICT',
      'You already have an active subscription. Cancel it first to start a new one.',
    );
  }
  if (state.teamGrantedAt) {
    throw new AppError(
      'CONFLICT',
      'Your team membership already gives you full access; there is nothing to buy.',
    );
  }
  const [customer] = await db
    .select({ customerId: billingCustomers.customerId })
    .from(billingCustomers)
    .where(and(eq(billingCustomers.userId, user.id), eq(billingCustomers.provider, provider.kind)));
  const withTrial = !state.trialUsed;

  let created;
  try {
    created = await provider.createCheckout({
      userId: user.id,
      email: user.email,
      successUrl: urls.successUrl,
      cancelUrl: urls.cancelUrl,
      withTrial,
      customerId: customer?.customerId ?? null,
    });
  } catch (err) {
    if (err instanceof BillingProviderError)
      throw new AppError('INTERNAL', PROVIDER_DOWN_DETAIL, { cause: err });
    throw err;
  }

  if (created.customerId && !customer) {
    await db
      .insert(billingCustomers)
      .values({ userId: user.id, provider: provider.kind, customerId: created.customerId })
      .onConflictDoNothing();
  }
  await db.insert(checkoutSessions).values({
    id: created.sessionId,
    userId: user.id,
    provider: provider.kind,
    withTrial,
    successUrl: urls.successUrl,
    cancelUrl: urls.cancelUrl,
    customerId: created.customerId,
  });
  return { url: created.url };
}
