import { boot } from './boot';
import { ALL_JOBS } from './worker/all-jobs';
import { releaseUnstartedClaims } from './worker/release-claims';
import { createWorker } from './worker/worker';

/** How long a stopping worker lets its batches finish before giving back their claims. */
const GRACE_MS = 10_000;
/** A worker still not stopped this long after the signal exits anyway. */
const HARD_EXIT_MS = 20_000;

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
  const worker = createWorker({ ctx: services, jobs: ALL_JOBS, release: releaseUnstartedClaims });
  worker.start();
  logger.info({ jobs: ALL_JOBS.map((j) => j.name), database: database.kind }, 'worker is running');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'worker shutting down');
    setTimeout(() => process.exit(1), HARD_EXIT_MS).unref();
    // Stops claiming, gives back what was claimed and not started, waits (bounded) for the rest.
    const finished = await worker.stop({ graceMs: GRACE_MS }).catch(() => false);
    logger.info({ finished }, 'worker stopped');
    await database.close().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
