import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TFakeModelServer } from '#test/fakes/model-server';
import { startFakeOpenAi } from '#test/fakes/openai-server';
import { createTestApp } from '#test/harness';
import { callsOf, createUser, echoTask, memoryLogger, startFakeFor, TEST_KEY } from '#test/kits/llm';
import { openTestDatabase, type TTestDatabase } from '#test/test-database';
import { createApp } from './app';
import { chooseServices, createBillingProvider, createLanguageService } from './boot';
import { ConfigError, loadConfig } from './config';
import type { BillingProvider } from './integrations/billing/billing-provider';
import { createLogger } from './lib/logger';
import { createTestModeProvider } from './stand-ins/test-checkout/test-mode-provider';

let testDb: TTestDatabase;
let fake: TFakeModelServer;
beforeAll(async () => {
  testDb = await openTestDatabase(process.env.DATABASE_URL?.trim() || undefined);
  fake = await startFakeOpenAi();
});
afterAll(async () => {
  await fake?.close();
  await testDb?.drop();
});

const make = (env: Record<string, string>) =>
  createLanguageService({ config: loadConfig(env), db: testDb.database.db, logger: memoryLogger().logger });

describe('createLanguageService', () => {
  test('offline by default: the offline chat explains how to connect a model', async () => {
    const service = make({});
    expect(service.kind).toBe('offline');
    expect(service.model).toBe('offline');
    const chunks: unknown[] = [];
    for await (const c of service.streamChat(
      { name: 'agent-chat', system: '', messages: [{ role: 'user', content: 'hi' }], context: undefined },
      { userId: null },
    ))
      chunks.push(c);
    expect(chunks.length).toBeGreaterThan(5);
    expect(chunks.join('')).toMatch(/no language model answers for you yet/);
    expect(chunks.join('')).toMatch(/under Settings › Drafting model/);
  });

  test('each configured provider is built from the LLM_* settings and reaches its server', async () => {
    const user = await createUser(testDb.database.db, 'factory-user');
    const compatible = make({
      LLM_PROVIDER: 'openai-compatible',
      LLM_MODEL: 'qwen2.5:7b',
      LLM_BASE_URL: fake.baseUrl,
      LLM_INPUT_USD_PER_MTOK: '1',
      LLM_OUTPUT_USD_PER_MTOK: '2',
    });
    expect(compatible).toMatchObject({ kind: 'openai-compatible', model: 'qwen2.5:7b' });
    fake.reply({
      type: 'text',
      text: '{"answer":"local","count":1}',
      usage: { input: 1_000_000, output: 500_000 },
    });
    await expect(compatible.run(echoTask, { question: 'q' }, { userId: user })).resolves.toEqual({
      answer: 'LOCAL',
      count: 1,
    });
    expect(fake.requests.at(-1)!.body.model).toBe('qwen2.5:7b');
    expect(await callsOf(testDb.database.db, user)).toMatchObject([
      { provider: 'openai-compatible', costUsd: '2.000000' },
    ]);

    for (const kind of ['openai', 'anthropic'] as const) {
      const server = await startFakeFor(kind);
      try {
        const service = make({
          LLM_PROVIDER: kind,
          LLM_MODEL: 'some-model',
          LLM_API_KEY: TEST_KEY,
          LLM_BASE_URL: server.baseUrl,
          LLM_MAX_RETRIES: '0',
        });
        expect(service).toMatchObject({ kind, model: 'some-model' });
        server.reply({ type: 'text', text: '{"answer":"hosted","count":2}' });
        await expect(service.run(echoTask, { question: 'q' }, { userId: null })).resolves.toEqual({
          answer: 'HOSTED',
          count: 2,
        });
        expect(server.requests).toHaveLength(1);
      } finally {
        await server.close();
      }
    }
  });

  test('the app reports the configured model in its public configuration', async () => {
    const app = await createTestApp({
      LLM_PROVIDER: 'openai-compatible',
      LLM_MODEL: 'llama3.1',
      LLM_BASE_URL: fake.baseUrl,
    });
    try {
      const res = await app.request('/api/public-config');
      expect(await res.json()).toMatchObject({
        llm_offline: false,
        llm_provider: 'openai-compatible',
        llm_model: 'llama3.1',
      });
    } finally {
      await app.close();
    }
  });
});

const logger = createLogger('silent');

describe('billing configuration', () => {
  test('no Stripe key: the test mode, with its checkout page on this site', async () => {
    const config = loadConfig({ PUBLIC_URL: 'https://app.example.com/' });
    expect(config.FREE_DAILY_INTERACTIONS).toBe(20);
    const provider = createBillingProvider({ config, logger });
    expect(provider?.kind).toBe('test');
    const created = await provider!.createCheckout({
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
    expect(createBillingProvider({ config, logger })?.kind).toBe('stripe');
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

  test('BILLING=off: no provider at all; production never gets the test mode', () => {
    expect(createBillingProvider({ config: loadConfig({ BILLING: 'off' }), logger })).toBeNull();
    // The configuration refuses production without Stripe or BILLING=off; a hand-made one still fails.
    const production = { ...loadConfig({}), NODE_ENV: 'production' as const };
    expect(() => createBillingProvider({ config: production, logger })).toThrow(/STRIPE_SECRET_KEY/);
  });

  test('the app is never assembled with the test mode in production, nor a provider when BILLING=off', () => {
    const assemble = (env: Record<string, string>, billing: BillingProvider | null) => {
      const config = loadConfig(env);
      const services = { ...chooseServices({ config, db: testDb.database.db, logger }), billing };
      const deps = { config, database: testDb.database, logger, authSecret: 'x'.repeat(32), services };
      return () => createApp({ ...deps, tokenKey: 'ab'.repeat(32) });
    };
    const testMode = createTestModeProvider({ publicUrl: 'https://app.example.com' });
    const production = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(32),
      TOKEN_ENCRYPTION_KEY: 'ab'.repeat(32),
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_PRICE_ID: 'price_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      SMTP_URL: 'smtp://mail.example.com:587',
    };
    expect(assemble(production, testMode)).toThrow(/test-mode checkout never runs in production/);
    expect(assemble({ BILLING: 'off' }, testMode)).toThrow(/exactly when BILLING is on/);
    expect(assemble({}, null)).toThrow(/exactly when BILLING is on/);
  });
});

describe('stand-ins', () => {
  const production = {
    NODE_ENV: 'production',
    AUTH_SECRET: 'x'.repeat(32),
    TOKEN_ENCRYPTION_KEY: 'ab'.repeat(32),
    BILLING: 'off',
  };
  const smtp = { SMTP_URL: 'smtp://mail.example.com:587' };
  const servicesFor = (env: Record<string, string>) =>
    chooseServices({ config: loadConfig(env), db: testDb.database.db, logger });

  test('production without DEMO_MODE: real e-mail, no SMS sender, and X not configured without its keys', async () => {
    const services = servicesFor({ ...production, ...smtp });
    expect(services.mailer.kind).toBe('smtp');
    expect(services.sms).toBeNull();
    const x = services.platforms.get('twitter');
    expect(x.kind).toBe('unconfigured');
    await expect(x.startConnect('https://app.example.com/auth/twitter/callback')).rejects.toThrow(
      /not configured/,
    );
    // Bluesky needs no key: it is always there, at the public service unless the operator names one.
    const bluesky = services.platforms.get('bluesky');
    expect(bluesky.kind).toBe('live');
    expect(bluesky.serviceUrl).toBe('https://bsky.social');
    const keyed = servicesFor({ ...production, ...smtp, X_API_KEY: 'k', X_API_SECRET: 's' });
    expect(keyed.platforms.get('twitter').kind).toBe('live');
  });

  test('a demo server and the quickstart get the dev outbox for e-mail and SMS, and the sandbox network', () => {
    for (const env of [{ ...production, DEMO_MODE: 'true' }, {}]) {
      const services = servicesFor(env);
      expect(services.mailer.kind).toBe('outbox');
      expect(services.sms?.kind).toBe('outbox');
      expect(services.platforms.get('twitter').kind).toBe('sandbox');
      expect(services.platforms.get('bluesky').kind).toBe('sandbox');
    }
  });

  test('Bluesky named by the operator is live there, in the quickstart and on a demo server too', () => {
    const named = { BLUESKY_SERVICE_URL: 'https://pds.example.com' };
    for (const env of [
      named,
      { ...production, DEMO_MODE: 'true', ...named },
      { ...production, ...smtp, ...named },
    ]) {
      const bluesky = servicesFor(env).platforms.get('bluesky');
      expect(bluesky.kind).toBe('live');
      expect(bluesky.serviceUrl).toBe('https://pds.example.com');
    }
    // Named as the default is still named: the operator asked for the public service.
    expect(servicesFor({ BLUESKY_SERVICE_URL: 'https://bsky.social' }).platforms.get('bluesky').kind).toBe(
      'live',
    );
  });

  test('the app is never assembled with a stand-in in production without DEMO_MODE', () => {
    const config = loadConfig({ ...production, ...smtp });
    const real = servicesFor({ ...production, ...smtp });
    const standIns = servicesFor({ ...production, DEMO_MODE: 'true' });
    const assemble = (services: typeof real) => () =>
      createApp({
        config,
        database: testDb.database,
        logger,
        authSecret: 'x'.repeat(32),
        tokenKey: 'ab'.repeat(32),
        services,
      });
    const refused = /stand-ins never serve people in production without DEMO_MODE=true/;
    expect(assemble({ ...real, mailer: standIns.mailer })).toThrow(refused);
    expect(assemble({ ...real, mailer: standIns.mailer })).toThrow(
      /the dev outbox for e-mail \(set SMTP_URL\)/,
    );
    expect(assemble({ ...real, sms: standIns.sms })).toThrow(/the dev outbox for SMS/);
    expect(assemble({ ...real, platforms: standIns.platforms })).toThrow(/the sandbox network for twitter/);
    expect(assemble({ ...real, platforms: standIns.platforms })).toThrow(/the sandbox network for bluesky/);
    expect(assemble(real)).not.toThrow();
  });
});
