import { createApp, type TApp } from './app';
import { ConfigError, loadConfig, type TConfig } from './config';
import { openDatabase, type TDatabase } from './db/client';
import { createLogger, type TLogger } from './lib/logger';
import { resolveSecret } from './lib/secrets';

export type TBooted = TApp & { config: TConfig; logger: TLogger; database: TDatabase };

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
  const app = createApp({
    config,
    database,
    logger,
    authSecret: resolveSecret(config.AUTH_SECRET, config.dataDir, 'auth'),
    // Generated into the data folder outside production (32 random bytes, base64url); required in production.
    tokenKey: resolveSecret(config.TOKEN_ENCRYPTION_KEY, config.dataDir, 'token-encryption'),
    webDistDir: options.webDistDir(config),
  });
  return { ...app, config, logger, database };
}
