import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { createLogger } from './lib/logger';
import { createBillingProvider } from './boot-billing';

const logger = createLogger('silent');

describe('billing configuration', () => {
  test('no Stripe key: the test mode, with its checkout page on this site', async () => {
    const config = loadConfig({ PUBLIC_URL: 'https://app.example.com/' });
    expect(config.FREE_DAILY_INTERACTIONS).toBe(20);
    const provider = createBillingProvider({ config, logger });
    expect(provider.kind).toBe('test');
    const created = await provider.createCheckout({
      userId: 'u',
      email: 'u@example.com',
      successUrl: 'https://app.example.com/s',
      cancelUrl: 'https://app.example.com/c',
      withTrial: true,
      customerId: null,
    });
    expect(created.url).toBe(`https://app.example.com/billing/test-checkout/${created.sessionId}`);
    expect(created.customerId).toMatch(/^cus_test_/);
  });

  test('a Stripe key selects Stripe, and needs the price and the webhook secret', () => {
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PRICE_ID: 'price_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      FREE_DAILY_INTERACTIONS: '5',
    });
    expect(createBillingProvider({ config, logger }).kind).toBe('stripe');
    expect(config.FREE_DAILY_INTERACTIONS).toBe(5);

    let error: unknown;
    try {
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain('STRIPE_PRICE_ID: required when STRIPE_SECRET_KEY is set');
    expect((error as Error).message).toContain(
      'STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set',
    );
    expect(() => loadConfig({ FREE_DAILY_INTERACTIONS: '-1' })).toThrow(ConfigError);
  });
});
