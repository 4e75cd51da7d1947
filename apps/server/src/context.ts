/**
 * The context types every layer shares: what a request handler and a background job work with.
 * They live here, apart from app.ts and worker/, so that neither has to import the other.
 */
import type { TConfig } from './config';
import type { TDb } from './db/client';
import type { LanguageService } from './integrations/llm/types';
import type { TPlatformRegistry } from './integrations/platform/registry';
import type { TLogger } from './lib/logger';
import type { TTokenCipher } from './lib/token-cipher';
import type { ApiRegistry } from './openapi/registry';

/**
 * Who a request speaks for, once its bearer is verified; the session and its cache both hold it.
 * Declared here, not in auth/, so that the context every layer reads depends on no layer: auth/
 * fills it in (requireUser), the product areas read it.
 */
export type TSessionUser = { id: string; email: string; image: string | null };

export type TAppEnv = { Variables: { user: TSessionUser; requestId: string } };

/** The background jobs, by name. */
export type TJobName =
  | 'monitor-runs'
  | 'monitor-schedule'
  | 'publish-due'
  | 'reconcile-intents'
  | 'prune-events'
  | 'prune-auth'
  | 'read-outcomes'
  | 'snapshot-accounts'
  | 'conversations-read';

/** Lets the API wake a job in this process (new run queued, reply approved); a no-op elsewhere. */
export type TJobSignal = {
  nudge: (name: TJobName) => void;
  /**
   * A nudge owed but not given yet: work for `name` piles up behind a backlog, and waking it after
   * every batch would make it go over the same rows each time. `release` gives it once.
   */
  defer: (name: TJobName) => void;
  /** Nudges `name` if a nudge was deferred since the last release; otherwise does nothing. */
  release: (name: TJobName) => void;
  subscribe: (listener: (name: TJobName) => void) => () => void;
};

/** What every area module's routes receive. */
export type TModuleDeps = {
  config: TConfig;
  db: TDb;
  logger: TLogger;
  registry: ApiRegistry;
  /** Seals and opens OAuth tokens kept at rest. */
  cipher: TTokenCipher;
  platforms: TPlatformRegistry;
  /** The language model (or the offline drafter) every task runs through. */
  llm: LanguageService;
  /** Wakes background jobs in this process (a no-op for jobs that run in another process). */
  jobs: TJobSignal;
};

/** What a background job sees: the services of the API, without its HTTP pieces. */
export type TJobContext = Pick<
  TModuleDeps,
  'config' | 'db' | 'logger' | 'cipher' | 'platforms' | 'llm' | 'jobs'
>;

/**
 * A kind of background work (monitoring runs, publishing, ...), declared by the module that does it
 * and run by the worker: it lives here so that the modules depend on the shape the job engine runs,
 * never on the engine (worker/ imports the modules' job lists, not the other way round). The work
 * itself lives in database rows that a run claims with FOR UPDATE SKIP LOCKED and a lease, so any
 * number of workers may run the same definitions against one PostgreSQL and a crashed worker's claim
 * is taken over once its lease runs out. `run` does one bounded batch and answers how many items it
 * handled: a busy job runs again at once, an idle one waits `intervalMs` (or until nudged).
 */
export type TJobDefinition = {
  name: TJobName;
  intervalMs: number;
  run: (ctx: TJobContext, now: Date) => Promise<number>;
};
