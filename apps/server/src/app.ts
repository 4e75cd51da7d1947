// Long on purpose: the whole server is assembled here, in the order a request meets it (front door,
// health, API groups, API document, stand-ins, web app, errors); one file keeps that order readable.
import { getPublicConfigContract } from '@gatling/shared/api/contracts';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { TPublicConfig } from '@gatling/shared/api/session';
import { ZPublicConfig } from '@gatling/shared/api/session';
import { AUTH_BASE_PATH, createAuth, type TAuth, type TPasswordHashing } from './auth/auth';
import { createIdentityRoutes } from './auth/routes';
import { PHONE_SIGN_IN_PATHS, refusePhoneSignIn } from './auth/phone-sign-in';
import { requireUser } from './auth/session';
import type { TAppEnv } from './context';
import type { TConfig } from './config';
import type { TDatabase } from './db/client';
import { createOutboxRoutes } from './stand-ins/dev-outbox/outbox-routes';
import { AppError, codeForStatus } from './errors';
import { defineRoutes, type TApiRoutes } from './http/api-routes';
import { RateLimiter } from './http/rate-limit';
import { screenRequests } from './http/request-screen';
import { frontDoor } from './http/front-door';
import { createDrainState, createHealthRoutes, type TDrainState } from './http/health';
import { createWebRoutes } from './http/web-static';
import type { Mailer } from './integrations/email/mailer';
import type { TPlatformRegistry } from './integrations/platform/registry';
import { createSandboxRoutes } from './stand-ins/sandbox/sandbox-routes';
import type { SmsSender } from './integrations/sms/sms-sender';
import type { BillingProvider } from './integrations/billing/billing-provider';
import type { LanguageService } from './integrations/llm/types';
import { createJobSignal } from './worker/job-signal';
import type { TJobContext, TModuleDeps } from './context';
import { createTokenCipher } from './lib/token-cipher';
import type { TLogger } from './lib/logger';
import { createEventHub, type TEventHub } from './event-log/event-hub';
import { createEventRoutes } from './modules/live-updates/routes';
import { createConnectionRoutes } from './modules/connections/routes';
import { createOnboardingRoutes } from './modules/onboarding/routes';
import { createBillingEventSink } from './modules/billing/billing-event-sink';
import { createBillingRoutes } from './modules/billing/routes';
import { createTestCheckoutRoutes } from './stand-ins/test-checkout/checkout-routes';
import { TEST_CHECKOUT_PATH } from './stand-ins/test-checkout/test-mode-provider';
import { createBusinessRoutes } from './modules/business/routes';
import { createCoreUserRoutes } from './modules/core-users/routes';
import { createRuleRoutes } from './modules/rules/routes';
import { createStyleRoutes } from './modules/style/routes';
import { createAudienceRoutes } from './modules/audience/routes';
import { createAgentRoutes } from './modules/agent/routes';
import { createMonitorRoutes } from './modules/monitoring/routes';
import { createReplyRoutes } from './modules/replies/routes';
import {
  createReviewStackCache,
  forgetAfterWrites,
  type TReviewStackCache,
} from './modules/replies/review-stack-cache';
import { createScheduledRoutes } from './modules/publishing/routes';
import { createConversationRoutes } from './modules/conversations/routes';
import { createAnalyticsRoutes } from './modules/analytics/routes';
import { createModelRouter, type TModelRouter } from './modules/model-settings/model-router';
import { createModelSettingsRoutes } from './modules/model-settings/routes';
import { createContentSettingsRoutes } from './modules/content-settings/routes';
import { meteredRegistry, platformPrices } from './integrations/platform/metered-provider';
import { createSessionCache, type TSessionCache } from './auth/session-cache';
import { createSessionRenewal, type TSessionRenewal } from './auth/session-renewal';
import { renderDocsPage } from './openapi/docs-page';
import { ApiRegistry } from './openapi/registry';

/** The outside services, real or stand-in: boot.ts chooses them from the configuration, tests inject fakes. */
export type TServices = {
  mailer: Mailer;
  /** None where no SMS provider may serve people (production without DEMO_MODE): phone sign-in is off. */
  sms: SmsSender | null;
  platforms: TPlatformRegistry;
  /**
   * Payment provider: Stripe when STRIPE_SECRET_KEY is set, otherwise (outside production only) the
   * test mode; null when BILLING=off, the server running without subscriptions.
   */
  billing: BillingProvider | null;
  /** The language model, or the offline drafter. */
  llm: LanguageService;
};

export type TAppDeps = {
  config: TConfig;
  database: TDatabase;
  logger: TLogger;
  authSecret: string;
  /** 32 bytes (hex or base64url) sealing OAuth tokens at rest. */
  tokenKey: string;
  services: TServices;
  webDistDir?: string | null;
  /** Password hashing instead of the auth library's scrypt (a cheaper one for the test suite). */
  passwordHashing?: TPasswordHashing;
};

export type TApp = {
  app: Hono<TAppEnv>;
  auth: TAuth;
  registry: ApiRegistry;
  publicConfig: TPublicConfig;
  /** The services background jobs run with (the same instances the routes use). */
  services: TJobContext;
  /** The live updates listener of this process; closing it ends the open streams. */
  events: TEventHub;
  /** Bearers verified a moment ago, forgotten in every process when their session ends. */
  sessions: TSessionCache;
  /** Session renewals waiting to be written (once a second); main.ts writes them before stopping. */
  renewals: TSessionRenewal;
  /** Users' review stacks kept in memory, forgotten in every process when they change. */
  stacks: TReviewStackCache;
  /**
   * The LanguageService every module and job runs on: each user's own model (Settings › Drafting
   * model) or the instance's, the services kept in memory and forgotten in every process on change.
   */
  models: TModelRouter;
  /** Whether this app's process is shutting down: main.ts starts it, /readyz answers 503 from then on. */
  drain: TDrainState;
};

export function createApp(deps: TAppDeps): TApp {
  refuseUnsafeBilling(deps.config, deps.services.billing);
  refuseStandIns(deps.config, deps.services);
  const parts = assembleDependencies(deps);
  const app = new Hono<TAppEnv>();
  mountFrontDoor(app, deps);
  // Liveness (/healthz) and readiness (/readyz, 503 once main.ts starts draining this app).
  const drain = createDrainState();
  app.route('/', createHealthRoutes({ database: deps.database, draining: () => drain.draining }));
  const { stacks, events } = mountApiGroups(app, deps, parts);
  mountApiDocs(app, parts.registry, deps.config);
  mountStandIns(app, deps, parts);
  mountWebSide(app, deps, parts.publicConfig);
  handleErrors(app, deps.logger);
  const { auth, registry, publicConfig, services, sessions, renewals, models } = parts;
  return { app, auth, registry, publicConfig, services, events, sessions, renewals, stacks, models, drain };
}

/**
 * A payment provider exactly when subscriptions are on, and never the test mode in production:
 * checked before anything is built, so a wrong configuration fails at start, not on a checkout.
 */
function refuseUnsafeBilling(config: TConfig, billing: BillingProvider | null): void {
  // No provider exactly when subscriptions are off (modules/billing decides access from BILLING).
  if ((billing === null) !== (config.BILLING === 'off')) {
    throw new Error('a payment provider is needed exactly when BILLING is on');
  }
  // The test mode grants trials without payment: in production anyone could take a free plan.
  if (billing?.kind === 'test' && config.NODE_ENV === 'production') {
    throw new Error('the test-mode checkout never runs in production: set STRIPE_SECRET_KEY, or BILLING=off');
  }
}

/**
 * No stand-in serves people in production unless DEMO_MODE says this is a demo server: boot.ts never
 * chooses one there, and this holds whatever services a caller hands in, before anything is built.
 */
function refuseStandIns(config: TConfig, services: TServices): void {
  if (config.standInsAllowed) return;
  const running = [
    ...(services.mailer.kind === 'outbox' ? ['the dev outbox for e-mail (set SMTP_URL)'] : []),
    ...(services.sms?.kind === 'outbox' ? ['the dev outbox for SMS'] : []),
    ...services.platforms
      .list()
      .filter((p) => p.kind === 'sandbox')
      .map((p) => `the sandbox network for ${p.id}`),
  ];
  if (running.length > 0) {
    throw new Error(
      `stand-ins never serve people in production without DEMO_MODE=true: ${running.join(', ')}`,
    );
  }
}

/** What the routes, the stand-ins and the background jobs share, built once per app. */
type TAppParts = {
  auth: TAuth;
  sessions: TSessionCache;
  renewals: TSessionRenewal;
  registry: ApiRegistry;
  models: TModelRouter;
  /** The services background jobs run with; the routes get the same ones and the API registry. */
  services: TJobContext;
  publicConfig: TPublicConfig;
  /** Which platforms the sandbox network stands in for: its pages are mounted for them. */
  sandboxes: { twitter: boolean; bluesky: boolean };
};

/**
 * The services wrapped the way every route and job uses them (metered platforms, each user's model,
 * sealed tokens), the sign-in library, and what the browser may know: one instance of each, so a
 * route and a job never see two versions of the same service.
 */
function assembleDependencies(deps: TAppDeps): TAppParts {
  const { config, database, logger } = deps;
  const db = database.db;
  const { mailer, sms, billing } = deps.services;
  // The environment's model is the instance default; a user's own setting wins for their calls.
  const instanceLlm = deps.services.llm;
  // Every billable platform call is metered to its user, whichever provider the services chose.
  const platforms = meteredRegistry(deps.services.platforms, { db, logger, prices: platformPrices(config) });
  // Verified bearers are kept a few seconds; every session deleted is announced to all processes.
  const sessions = createSessionCache({ database, logger });
  // Sessions in use are renewed together, one write a second (session-renewal.ts).
  const renewals = createSessionRenewal({ db, logger });
  const cipher = createTokenCipher(deps.tokenKey);
  const auth = createAuth({
    config,
    db,
    mailer,
    sms,
    secret: deps.authSecret,
    cipher,
    logger,
    revoked: sessions.revoke,
    passwordHashing: deps.passwordHashing,
  });
  const registry = new ApiRegistry();
  const models = createModelRouter({ instance: instanceLlm, database, cipher, logger, config });
  const llm: LanguageService = models;
  const twitterKind = platforms.get('twitter').kind;
  const twitterSandbox = twitterKind === 'sandbox';
  const blueskySandbox = platforms.get('bluesky').kind === 'sandbox';
  const publicConfig = ZPublicConfig.parse({
    product_name: config.PRODUCT_NAME,
    price_monthly_usd: config.PRICE_MONTHLY_USD,
    trial_days: 7,
    waitlist_url: config.WAITLIST_URL,
    google_sign_in: config.googleEnabled,
    team_email_domain: config.TEAM_EMAIL_DOMAIN ?? null,
    dev_outbox: mailer.kind === 'outbox' && config.standInsAllowed,
    twitter_sandbox: twitterSandbox,
    bluesky_sandbox: blueskySandbox,
    billing_test_mode: billing?.kind === 'test',
    billing_off: billing === null,
    llm_offline: instanceLlm.kind === 'offline',
    llm_provider: instanceLlm.kind,
    llm_model: instanceLlm.kind === 'offline' ? null : instanceLlm.model,
    phone_sign_in: sms !== null,
    twitter_configured: twitterKind !== 'unconfigured',
    demo_mode: config.DEMO_MODE,
    stand_ins: [
      ...(mailer.kind === 'outbox' ? ['email'] : []),
      ...(sms?.kind === 'outbox' ? ['sms'] : []),
      ...(twitterSandbox ? ['twitter'] : []),
      ...(blueskySandbox ? ['bluesky'] : []),
    ],
  });
  const services: TJobContext = { config, db, logger, cipher, platforms, llm, jobs: createJobSignal() };
  const sandboxes = { twitter: twitterSandbox, bluesky: blueskySandbox };
  return { auth, sessions, renewals, registry, models, services, publicConfig, sandboxes };
}

/**
 * Request id, security headers and the access log, then the request screen (host and origin): first
 * on every request, so every answer, an error's too, carries them.
 */
function mountFrontDoor(app: Hono<TAppEnv>, { config, logger }: TAppDeps): void {
  // Answers the auth library builds are outside the framework: under app.request() (no Node
  // response) their headers are added afterwards.
  app.use('*', frontDoor({ logger, lateFor: (path) => path.startsWith(AUTH_BASE_PATH) }));
  app.use(
    '*',
    screenRequests({
      publicUrl: config.publicUrl,
      configured: Boolean(config.PUBLIC_URL),
      trustProxy: config.TRUST_PROXY,
    }),
  );
}

/**
 * The product API, group by group, in the order it is matched: the open ones (public configuration,
 * sign-in) before the review stacks' forget-after-write step, which covers every area module after.
 * Answers the caches and the live updates hub it made, which the process closes or shares.
 */
function mountApiGroups(
  app: Hono<TAppEnv>,
  deps: TAppDeps,
  { auth, sessions, renewals, registry, models, services, publicConfig }: TAppParts,
): { stacks: TReviewStackCache; events: TEventHub } {
  const { config, database, logger } = deps;
  const db = database.db;
  const { billing } = deps.services;
  // Every product area sits behind the bearer guard on its whole prefix (a group declared with
  // auth: false is open); an unknown /api path elsewhere is a plain 404.
  const guard = requireUser({ db, secret: deps.authSecret, renewal: renewals, cache: sessions });
  const mount = (...groups: TApiRoutes<TAppEnv>[]) => {
    for (const routes of groups) {
      if (routes.auth) {
        app.use(routes.base, guard);
        app.use(`${routes.base}/*`, guard);
      }
      app.route('/', routes.app);
    }
  };

  const meta = defineRoutes<TAppEnv>(registry, {
    base: '/api/public-config',
    tag: 'meta',
    auth: false,
    config,
  });
  meta.serve(
    getPublicConfigContract,
    {
      summary: 'Deployment values the browser may know',
      responses: { 200: { description: 'Public configuration' } },
    },
    () => publicConfig,
  );
  mount(meta);

  // Without an SMS provider the phone endpoints answer 409 before the sign-in library sees them.
  if (!deps.services.sms) for (const path of PHONE_SIGN_IN_PATHS) app.use(path, refusePhoneSignIn());
  const limiter = new RateLimiter(db);
  mount(
    ...createIdentityRoutes({
      auth,
      db,
      renewal: renewals,
      cache: sessions,
      limiter,
      rateLimitDisabled: config.RATE_LIMIT_DISABLED,
      trustProxy: config.TRUST_PROXY,
      registry,
      config,
      draftingModel: models.opening,
    }),
  );

  // Users' review stacks, kept in memory until the database announces a change. A write through
  // this process forgets the writer's stack before its answer goes out (the announcement follows).
  const stacks = createReviewStackCache({ database, logger });
  app.use('/api/*', forgetAfterWrites(stacks));

  const moduleDeps: TModuleDeps = { ...services, registry };
  mount(createOnboardingRoutes(moduleDeps));
  mount(...createConnectionRoutes({ ...moduleDeps, limiter }));
  mount(createCoreUserRoutes(moduleDeps));
  mount(createRuleRoutes(moduleDeps));
  mount(createBusinessRoutes(moduleDeps));
  mount(...createStyleRoutes(moduleDeps));
  mount(...createReplyRoutes({ ...moduleDeps, stacks }));
  mount(...createAudienceRoutes(moduleDeps));
  mount(createAgentRoutes({ ...moduleDeps, limiter }));
  mount(createMonitorRoutes(moduleDeps));
  mount(...createScheduledRoutes(moduleDeps));
  mount(createConversationRoutes(moduleDeps));
  mount(createAnalyticsRoutes(moduleDeps));
  mount(createModelSettingsRoutes({ ...moduleDeps, models, limiter }));
  mount(createContentSettingsRoutes(moduleDeps));
  mount(...createBillingRoutes({ ...moduleDeps, billing, limiter }));
  const events = createEventHub({ database, logger });
  mount(createEventRoutes({ ...moduleDeps, hub: events, sessions }));
  return { stacks, events };
}

/** The API document every group above declared its routes into, as JSON and as a page to read. */
function mountApiDocs(app: Hono<TAppEnv>, registry: ApiRegistry, config: TConfig): void {
  app.get('/api/openapi.json', (c) =>
    c.json(registry.document({ title: config.PRODUCT_NAME, version: '0.1.0' })),
  );
  app.get('/api/docs', (c) =>
    c.html(renderDocsPage(registry.document({ title: config.PRODUCT_NAME, version: '0.1.0' }) as never)),
  );
}

/**
 * The pages of the outside services' stand-ins, each only where that stand-in was chosen: the dev
 * outbox for e-mail, the test checkout for payments, the simulated network's authorize page.
 */
function mountStandIns(
  app: Hono<TAppEnv>,
  { config, database, logger, services, authSecret }: TAppDeps,
  { sandboxes }: TAppParts,
): void {
  const db = database.db;
  // Still only on the server's own machine, a demo server's too: its messages hold sign-in links.
  if (config.standInsAllowed && services.mailer.kind === 'outbox')
    app.route('/dev', createOutboxRoutes(db, config.PORT));
  // The test mode's checkout page, standing in for Stripe's hosted one and its webhook.
  if (services.billing?.kind === 'test') {
    const sink = createBillingEventSink({ config, logger });
    app.route(TEST_CHECKOUT_PATH, createTestCheckoutRoutes({ db, config, sink }));
  }
  // The simulated network's pages: the authorize page where a sandbox X connection is approved,
  // and the posts and threads of each platform it stands in for.
  if (sandboxes.twitter || sandboxes.bluesky) {
    app.route(
      '/sandbox',
      createSandboxRoutes({
        db,
        seed: config.SANDBOX_SEED,
        publicUrl: config.publicUrl,
        sessionSecret: authSecret,
        faces: sandboxes,
        firstAnswerSeconds: config.SANDBOX_FIRST_ANSWER_SECONDS,
      }),
    );
  }
}

/**
 * Whatever no route above answered: an /api path is a JSON 404 (a client bug, never the web app's
 * page), anything else the built web app when there is one, else a JSON 404.
 */
function mountWebSide(
  app: Hono<TAppEnv>,
  { webDistDir, logger }: TAppDeps,
  publicConfig: TPublicConfig,
): void {
  app.all('/api/*', () => {
    throw new AppError('NOT_FOUND', 'No such API route');
  });

  if (webDistDir) {
    const web = createWebRoutes(webDistDir, publicConfig);
    if (web) app.route('/', web);
    else logger.warn({ dir: webDistDir }, 'web app is not built: run `npm run build`');
  }

  app.notFound((c) => c.json({ detail: 'Not found', code: 'NOT_FOUND' }, 404));
}

/**
 * Every error as the error catalogue's JSON (detail, code, request id): a known error with its own
 * status, a framework error with the code of its status, anything else a logged 500 that says nothing
 * of its cause.
 */
function handleErrors(app: Hono<TAppEnv>, logger: TLogger): void {
  app.onError((err, c) => {
    const request_id = c.get('requestId');
    if (err instanceof AppError) {
      if (err.retryAfterSeconds) c.header('retry-after', String(err.retryAfterSeconds));
      return c.json({ detail: err.detail, code: err.code, request_id }, err.status);
    }
    if (err instanceof HTTPException) {
      const status = err.status;
      return c.json(
        { detail: err.message || 'Request failed', code: codeForStatus(status), request_id },
        status,
      );
    }
    logger.error({ req_id: request_id, err }, 'unhandled error');
    return c.json(
      { detail: 'Something went wrong on our side. Please try again.', code: 'INTERNAL', request_id },
      500,
    );
  });
}
