import { boot } from './boot';
import { stopOnSignal } from './lib/stop-on-signal';
import { ALL_JOBS } from './worker/all-jobs';
import { releaseUnstartedClaims } from './worker/release-claims';
import { createWorker } from './worker/worker';

/** How long a stopping worker lets its batches finish before giving back their claims. */
const GRACE_MS = 10_000;

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

  stopOnSignal({
    logger,
    message: 'worker shutting down',
    database,
    stop: async () => {
      // Stops claiming, gives back what was claimed and not started, waits (bounded) for the rest.
      const finished = await worker.stop({ graceMs: GRACE_MS }).catch(() => false);
      logger.info({ finished }, 'worker stopped');
    },
  });
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
