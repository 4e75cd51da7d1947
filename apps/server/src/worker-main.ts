import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { createLogger } from './logger';
import { resolveSecret } from './secrets';
import { ALL_JOBS } from './worker/all-jobs';
import { createWorker } from './worker/worker';

/**
 * `npm run worker`: the background jobs without the HTTP server, for deployments that run API
 * processes with WORKER=off and any number of these against one PostgreSQL.
 */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(config.LOG_LEVEL);
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  await database.migrate();
  const { services } = createApp({
    config,
    database,
    logger,
    authSecret: resolveSecret(config.AUTH_SECRET, config.dataDir, 'auth'),
    tokenKey: resolveSecret(config.TOKEN_ENCRYPTION_KEY, config.dataDir, 'token-encryption'),
    webDistDir: null,
  });
  const worker = createWorker({ ctx: services, jobs: ALL_JOBS });
  worker.start();
  logger.info({ jobs: ALL_JOBS.map((j) => j.name), database: database.kind }, 'worker is running');

  const shutdown = (signal: string) => {
    logger.info({ signal }, 'worker shutting down');
    void worker
      .stop()
      .then(() => database.close())
      .finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
