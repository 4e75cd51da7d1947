/**
 * Where the product is assembled: the configuration is read, the database opened, and each outside
 * service gets its real implementation when configured, otherwise its local stand-in where those may
 * serve people (outside production, or DEMO_MODE), otherwise none: phone sign-in and X are then off
 * (the configuration requires e-mail). This is the only file that chooses between them; everything
 * else sees the integration interfaces. The stand-ins' own pages (the sandbox network's, the test-mode checkout, the dev outbox) are mounted
 * by app.ts, only when the chosen service is that stand-in.
 */
import { createApp, type TApp, type TServices } from './app';
import { ConfigError, loadConfig, type TConfig } from './config';
import { openDatabase, type TDatabase, type TDb } from './db/client';
import type { BillingProvider } from './integrations/billing/billing-provider';
import { createStripeProvider } from './integrations/billing/stripe-provider';
import { createSmtpMailer } from './integrations/email/smtp-mailer';
import { modelPricing } from './integrations/llm/model-prices';
import { createModelService } from './integrations/llm/model-service';
import type { TModelTarget } from './integrations/llm/providers';
import type { LanguageService } from './integrations/llm/types';
import { X_REPLY_LENGTH } from './integrations/platform/post-length';
import { platformRegistry, type TPlatformRegistry, type TProviders } from './integrations/platform/registry';
import { createUnconfiguredProvider } from './integrations/platform/unconfigured-provider';
import { intentUrl as xIntentUrl } from './integrations/platform/x/reply-rule';
import { createXProvider } from './integrations/platform/x/x-provider';
import { createBlueskyProvider } from './integrations/platform/bluesky/bluesky-provider';
import { createLogger, type TLogger } from './lib/logger';
import { resolveSecret } from './lib/secrets';
import { TokenKeyMismatchError, verifyTokenKey } from './db/token-key-check';
import { createOutboxMailer } from './stand-ins/dev-outbox/outbox-mailer';
import { createOutboxSmsSender } from './stand-ins/dev-outbox/outbox-sms';
import { createOfflineService } from './stand-ins/offline-model/offline-service';
import { createSandboxBlueskyProvider } from './stand-ins/sandbox/bluesky/sandbox-bluesky-provider';
import { createSandboxProvider } from './stand-ins/sandbox/sandbox-provider';
import { createTestModeProvider } from './stand-ins/test-checkout/test-mode-provider';

export type TBooted = TApp & { config: TConfig; logger: TLogger; database: TDatabase };

type TServiceDeps = { config: TConfig; db: TDb; logger: TLogger };

/** Every outside service, real where configured and the local stand-in otherwise. */
export function chooseServices(deps: TServiceDeps): TServices {
  const { config, db, logger } = deps;
  return {
    mailer: config.SMTP_URL
      ? createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM })
      : createOutboxMailer(db, logger),
    // No SMS provider is implemented yet: where the outbox may not stand in, phone sign-in is off.
    sms: config.standInsAllowed ? createOutboxSmsSender(db, logger) : null,
    platforms: createPlatformRegistry(deps),
    billing: createBillingProvider(deps),
    llm: createLanguageService(deps),
  };
}

/**
 * X when its keys are configured; otherwise the sandbox network that behaves like it where stand-ins
 * are allowed (outside production, or DEMO_MODE), and X not configured where they are not. Bluesky
 * needs no key: it is live at BLUESKY_SERVICE_URL when the operator set one, and in production
 * (the public service); otherwise the sandbox network's Bluesky, so the quickstart can send.
 */
export function createPlatformRegistry(deps: TServiceDeps): TPlatformRegistry {
  return platformRegistry({ twitter: createTwitterProvider(deps), bluesky: createBluesky(deps) });
}

/** Decision 0067: the simulated Bluesky only where stand-ins may serve and no service was named. */
function createBluesky({ config, db, logger }: TServiceDeps): TProviders['bluesky'] {
  if (config.standInsAllowed && !config.blueskyServiceUrlSet) {
    return createSandboxBlueskyProvider({
      db,
      seed: config.SANDBOX_SEED,
      publicUrl: config.publicUrl,
      logger,
      firstAnswerSeconds: config.SANDBOX_FIRST_ANSWER_SECONDS,
    });
  }
  return createBlueskyProvider({ serviceUrl: config.BLUESKY_SERVICE_URL, logger });
}

function createTwitterProvider({ config, db, logger }: TServiceDeps): TProviders['twitter'] {
  if (config.X_API_KEY && config.X_API_SECRET) {
    return createXProvider({
      appKey: config.X_API_KEY,
      appSecret: config.X_API_SECRET,
      unrestrictedReplies: config.X_UNRESTRICTED_REPLIES,
      baseUrl: config.X_API_BASE_URL,
      logger,
    });
  }
  if (!config.standInsAllowed) {
    return createUnconfiguredProvider({ id: 'twitter', replyLength: X_REPLY_LENGTH, intentUrl: xIntentUrl });
  }
  return createSandboxProvider({
    db,
    seed: config.SANDBOX_SEED,
    publicUrl: config.publicUrl,
    logger,
    unrestrictedReplies: config.X_UNRESTRICTED_REPLIES,
    firstAnswerSeconds: config.SANDBOX_FIRST_ANSWER_SECONDS,
  });
}

/**
 * None when BILLING=off (the server runs without subscriptions); Stripe when STRIPE_SECRET_KEY is
 * set (config requires the price and webhook secret with it); else the test mode, which grants
 * trials without payment and so never runs in production (config refuses that combination).
 */
export function createBillingProvider(deps: Pick<TServiceDeps, 'config' | 'logger'>): BillingProvider | null {
  const { config } = deps;
  if (config.BILLING === 'off') return null;
  if (config.STRIPE_SECRET_KEY && config.STRIPE_PRICE_ID && config.STRIPE_WEBHOOK_SECRET) {
    return createStripeProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      priceId: config.STRIPE_PRICE_ID,
      apiBaseUrl: config.STRIPE_API_BASE_URL,
      logger: deps.logger,
    });
  }
  if (config.NODE_ENV === 'production') {
    throw new Error('no payment provider in production: set STRIPE_SECRET_KEY, or BILLING=off');
  }
  return createTestModeProvider({ publicUrl: config.publicUrl });
}

/**
 * The configured model behind the LanguageService, or the offline drafter when none is
 * (LLM_PROVIDER=offline, the default). The configuration already requires LLM_MODEL for every
 * provider, LLM_API_KEY for OpenAI and Anthropic, and LLM_BASE_URL for a compatible server.
 */
export function createLanguageService(deps: TServiceDeps): LanguageService {
  const target = modelTarget(deps.config);
  if (!target) return createOfflineService();
  return createModelService({
    target,
    timeoutMs: deps.config.LLM_TIMEOUT_MS,
    maxRetries: deps.config.LLM_MAX_RETRIES,
    pricing: modelPricing(target, {
      input: deps.config.LLM_INPUT_USD_PER_MTOK,
      output: deps.config.LLM_OUTPUT_USD_PER_MTOK,
    }),
    db: deps.db,
    logger: deps.logger,
  });
}

function modelTarget(config: TConfig): TModelTarget | null {
  const { LLM_PROVIDER: kind, LLM_MODEL: model, LLM_API_KEY: apiKey, LLM_BASE_URL: baseUrl } = config;
  if (kind === 'offline') return null;
  const missing = (key: string) => new Error(`${key} is required when LLM_PROVIDER is ${kind}`);
  if (!model) throw missing('LLM_MODEL');
  if (kind === 'openai-compatible') {
    if (!baseUrl) throw missing('LLM_BASE_URL');
    return { kind, model, baseUrl, apiKey };
  }
  if (!apiKey) throw missing('LLM_API_KEY');
  return { kind, model, apiKey, baseUrl };
}

/**
 * What both processes do first: read the configuration (a bad one ends the process with its
 * message), open and migrate the database, and build the app and its services.
 */
export async function boot(options: {
  webDistDir: (config: TConfig) => string | null;
  /** A process beside `npm start` must not open the embedded database, which is single-process. */
  requirePostgres?: string;
}): Promise<TBooted> {
  let config: TConfig;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  if (options.requirePostgres && !config.DATABASE_URL) {
    console.error(options.requirePostgres);
    process.exit(1);
  }
  const logger = createLogger(config.LOG_LEVEL);
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  await database.migrate();
  logger.info(
    { database: database.kind, data_dir: config.DATABASE_URL ? undefined : config.dataDir },
    'database ready',
  );
  // Generated into the data folder outside production (32 random bytes, base64url); required in production.
  const tokenKey = resolveSecret(config.TOKEN_ENCRYPTION_KEY, config.dataDir, 'token-encryption');
  try {
    await verifyTokenKey(database.db, tokenKey);
  } catch (err) {
    if (!(err instanceof TokenKeyMismatchError)) throw err;
    console.error(err.message);
    await database.close();
    process.exit(1);
  }
  const app = createApp({
    config,
    database,
    logger,
    authSecret: resolveSecret(config.AUTH_SECRET, config.dataDir, 'auth'),
    tokenKey,
    services: chooseServices({ config, db: database.db, logger }),
    webDistDir: options.webDistDir(config),
  });
  return { ...app, config, logger, database };
}
