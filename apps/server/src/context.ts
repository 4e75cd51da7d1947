/**
 * The context types every layer shares: what a request handler and a background job work with.
 * They live here, apart from app.ts and worker/, so that neither has to import the other.
 */
import type { TAuthVariables } from './auth/session';
import type { TConfig } from './config';
import type { TDb } from './db/client';
import type { LanguageService } from './integrations/llm/types';
import type { TPlatformRegistry } from './integrations/platform/registry';
import type { TLogger } from './lib/logger';
import type { TTokenCipher } from './lib/token-cipher';
import type { ApiRegistry } from './openapi/registry';

export type TAppEnv = { Variables: TAuthVariables & { requestId: string } };

/** The background jobs, by name. */
export type TJobName =
  | 'monitor-runs'
  | 'monitor-schedule'
  | 'publish-due'
  | 'reconcile-intents'
  | 'prune-events'
  | 'read-outcomes'
  | 'snapshot-accounts';

/** Lets the API wake a job in this process (new run queued, reply approved); a no-op elsewhere. */
export type TJobSignal = {
  nudge: (name: TJobName) => void;
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
