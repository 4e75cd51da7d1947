import type { TConfig } from './config';
import type { TDb } from './db/client';
import type { LanguageService } from './integrations/llm/types';
import type { TPlatformRegistry } from './integrations/platform/registry';
import type { TTokenCipher } from './lib/token-cipher';
import type { TLogger } from './lib/logger';
import type { ApiRegistry } from './openapi/registry';
import type { TAuthVariables } from './auth/session';
import type { TJobSignal } from './worker/types';

export type TAppEnv = { Variables: TAuthVariables & { requestId: string } };

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
