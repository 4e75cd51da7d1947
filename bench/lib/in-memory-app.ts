// The real app in this process on in-memory PGlite, as P2 and P6 measure it: no keys, so boot
// chooses the sandbox network and the offline drafter, the defaults.
import { createApp, type TServices } from '../../apps/server/src/app';
import { chooseServices } from '../../apps/server/src/boot';
import { loadConfig, type TConfig } from '../../apps/server/src/config';
import { openDatabase, type TDatabase } from '../../apps/server/src/db/client';
import { createLogger, type TLogger } from '../../apps/server/src/lib/logger';
import { BENCH_AUTH_SECRET } from './processes';

export type TInMemory = { config: TConfig; database: TDatabase; logger: TLogger; chosen: TServices };

/** The configuration, a migrated in-memory database and the services boot chooses; close `database` when done. */
export async function openInMemory(): Promise<TInMemory> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_DISABLED: 'true' });
  const database = await openDatabase({ dataDir: null });
  try {
    await database.migrate();
    const logger = createLogger('silent');
    return { config, database, logger, chosen: chooseServices({ config, db: database.db, logger }) };
  } catch (err) {
    await database.close();
    throw err;
  }
}

/** The app over them, with the chosen services or wrappers of them (a benchmark counting calls). */
export function appOver(base: TInMemory, services: TServices = base.chosen) {
  const { app, services: jobServices } = createApp({
    config: base.config,
    database: base.database,
    logger: base.logger,
    authSecret: BENCH_AUTH_SECRET,
    tokenKey: 'be'.repeat(32),
    services,
  });
  return { app, services: jobServices, request: app.request.bind(app) };
}
