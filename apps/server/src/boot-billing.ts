import type { TConfig } from './config';
import type { TLogger } from './lib/logger';
import type { BillingProvider } from './integrations/billing/billing-provider';
import { createStripeProvider } from './integrations/billing/stripe-provider';
import { createTestModeProvider } from './stand-ins/test-checkout/test-mode-provider';

/** Stripe when STRIPE_SECRET_KEY is set (config requires the price and webhook secret with it), else test mode. */
export function createBillingProvider(deps: { config: TConfig; logger: TLogger }): BillingProvider {
  const { config } = deps;
  if (config.STRIPE_SECRET_KEY && config.STRIPE_PRICE_ID && config.STRIPE_WEBHOOK_SECRET) {
    return createStripeProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      priceId: config.STRIPE_PRICE_ID,
      apiBaseUrl: config.STRIPE_API_BASE_URL,
      logger: deps.logger,
    });
  }
  return createTestModeProvider({ publicUrl: config.publicUrl });
}
