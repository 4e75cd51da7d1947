import type { TConfig } from '../../config';
import type { TDb } from '../../db/client';
import type { TLogger } from '../../lib/logger';
import { createSandboxProvider } from '../../stand-ins/sandbox/sandbox-provider';
import type { PlatformProvider, TPlatformId } from './types';
import { createXProvider } from './x/x-provider';

export type TPlatformRegistry = {
  get(id: TPlatformId): PlatformProvider;
  /** Every platform the product can connect today. */
  list(): PlatformProvider[];
};

/** X when its keys are configured, otherwise the sandbox network that behaves like it. */
export function createPlatformRegistry(deps: {
  config: TConfig;
  db: TDb;
  logger: TLogger;
}): TPlatformRegistry {
  const { config } = deps;
  const twitter: PlatformProvider =
    config.X_API_KEY && config.X_API_SECRET
      ? createXProvider({
          appKey: config.X_API_KEY,
          appSecret: config.X_API_SECRET,
          unrestrictedReplies: config.X_UNRESTRICTED_REPLIES,
          baseUrl: config.X_API_BASE_URL,
          logger: deps.logger,
        })
      : createSandboxProvider({
          db: deps.db,
          seed: config.SANDBOX_SEED,
          publicUrl: config.publicUrl,
          logger: deps.logger,
          unrestrictedReplies: config.X_UNRESTRICTED_REPLIES,
        });
  return {
    get: (id) => {
      if (id !== 'twitter') throw new Error(`unknown platform ${String(id)}`);
      return twitter;
    },
    list: () => [twitter],
  };
}
