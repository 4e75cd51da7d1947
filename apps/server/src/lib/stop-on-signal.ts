import type { TLogger } from './logger';

/** A process still not stopped this long after the signal exits anyway. */
export const HARD_EXIT_MS = 20_000;

type TStopOptions = {
  logger: TLogger;
  /** What the log says when the signal arrives (with the signal's name). */
  message: string;
  /** The process's own steps, in their order; the database closes once they are done. */
  stop: () => Promise<void>;
  database: { close(): Promise<void> };
};

/**
 * How npm start and npm run worker end on SIGINT or SIGTERM: once only, their own steps, then the
 * database, then exit 0; a process still stopping after HARD_EXIT_MS exits 1, so a stuck close
 * never keeps a deployment waiting.
 */
export function stopOnSignal({ logger, message, stop, database }: TStopOptions): void {
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, message);
    setTimeout(() => {
      logger.warn('still stopping after 20 s: exiting anyway');
      process.exit(1);
    }, HARD_EXIT_MS).unref();
    await stop();
    await database.close().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
