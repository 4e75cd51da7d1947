import { serve } from '@hono/node-server';
import { boot } from './boot';
import { isLoopbackHost } from './http/from-this-machine';
import { stopOnSignal } from './lib/stop-on-signal';
import { ALL_JOBS } from './worker/all-jobs';
import { releaseUnstartedClaims } from './worker/release-claims';
import { createWorker } from './worker/worker';

/** How long a stopping process lets its background batches finish before giving back their claims. */
const WORKER_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const { app, publicConfig, services, events, renewals, drain, config, logger, database } = await boot({
    webDistDir: (config) => config.webDistDir,
  });

  // Monitoring and publishing run in this process unless WORKER=off (then `npm run worker` runs them).
  const worker =
    config.WORKER === 'inline'
      ? createWorker({ ctx: services, jobs: ALL_JOBS, release: releaseUnstartedClaims })
      : null;
  worker?.start();

  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    logger.info(
      { address: info.address, port: info.port },
      `${publicConfig.product_name} is running at ${config.publicUrl}`,
    );
    if (config.NODE_ENV !== 'production' && !isLoopbackHost(config.HOST)) {
      logger.warn(
        `listening on ${config.HOST} in ${config.NODE_ENV} mode: other machines can reach this server. ` +
          'To serve others, set NODE_ENV=production, PUBLIC_URL and SMTP_URL (README "Serving others").',
      );
    }
    if (publicConfig.dev_outbox) logger.info(`e-mails go to the dev outbox: ${config.publicUrl}/dev/outbox`);
    // Never in production: the configuration requires Stripe or BILLING=off there.
    if (publicConfig.billing_test_mode) {
      logger.info('payments are in test mode (no STRIPE_SECRET_KEY): nothing is charged');
    }
    if (publicConfig.billing_off) {
      logger.info('subscriptions are off (BILLING=off): every user has every feature');
    }
    if (publicConfig.demo_mode) {
      const simulated = publicConfig.stand_ins.join(', ') || 'nothing';
      logger.warn(`demo server (DEMO_MODE=true): every page says so; simulated: ${simulated}`);
    }
    if (!publicConfig.phone_sign_in) logger.info('phone sign-in is off: no SMS provider on this server');
    if (!publicConfig.twitter_configured) {
      logger.info('X is not configured (no X_API_KEY and X_API_SECRET): users can connect Bluesky only');
    }
  });

  // An idle kept-alive connection outlives the 60 s a proxy or client commonly keeps one: they close
  // it first, so a request never goes out on a socket this server is closing (Node's own 5 s lost
  // requests to a reset when a client reused a connection just as it closed).
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }

  server.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'EADDRINUSE') {
      logger.fatal(
        `port ${config.PORT} is already in use: stop the other program or set PORT to a free port`,
      );
    } else {
      logger.fatal({ err }, 'the server could not start');
    }
    void database.close().finally(() => process.exit(1));
  });

  stopOnSignal({
    logger,
    message: 'shutting down',
    database,
    stop: async () => {
      // /readyz answers 503 from now on, so a load balancer still probing open connections drains us.
      drain.start();
      // Open live update streams would keep the server from closing: they end first (clients reconnect).
      void events.close();
      // No new connections; the requests in flight finish. Meanwhile the worker stops claiming, gives
      // back what it claimed and did not start, and waits (bounded) for the batches in flight.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.allSettled([closed, worker?.stop({ graceMs: WORKER_GRACE_MS })]);
      // Renewals of sessions used in the last second, before the database closes.
      await renewals.flush();
    },
  });
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
