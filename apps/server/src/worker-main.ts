import { boot } from './boot';
import { ALL_JOBS } from './worker/all-jobs';
import { createWorker } from './worker/worker';

/**
 * `npm run worker`: the background jobs without the HTTP server, for deployments that run API
 * processes with WORKER=off and any number of these against one PostgreSQL.
 */
async function main(): Promise<void> {
  const { services, logger, database } = await boot({
    webDistDir: () => null,
    requirePostgres:
      'npm run worker needs PostgreSQL (DATABASE_URL): on the embedded database the jobs run inside npm start',
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
