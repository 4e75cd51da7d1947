import { serve } from '@hono/node-server';
import { boot } from './boot';
import { ALL_JOBS } from './worker/all-jobs';
import { createWorker } from './worker/worker';

async function main(): Promise<void> {
  const { app, publicConfig, services, events, config, logger, database } = await boot({
    webDistDir: (config) => config.webDistDir,
  });

  // Monitoring and publishing run in this process unless WORKER=off (then `npm run worker` runs them).
  const worker = config.WORKER === 'inline' ? createWorker({ ctx: services, jobs: ALL_JOBS }) : null;
  worker?.start();

  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    logger.info({ port: info.port }, `${publicConfig.product_name} is running at ${config.publicUrl}`);
    if (publicConfig.dev_outbox) logger.info(`e-mails go to the dev outbox: ${config.publicUrl}/dev/outbox`);
    if (publicConfig.billing_test_mode) {
      // In production this means every subscription is free: say so louder.
      logger[config.NODE_ENV === 'production' ? 'warn' : 'info'](
        'payments are in test mode (no STRIPE_SECRET_KEY): nothing is charged',
      );
    }
  });

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

  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    // Open live update streams would keep the server from closing: they end first (clients reconnect).
    void events.close();
    server.close(() => {
      void (worker?.stop() ?? Promise.resolve()).then(() => database.close()).finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
