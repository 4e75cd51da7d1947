// The real app in this process on in-memory PGlite, as P7 measures it: the defaults (no keys: the
// sandbox network and the offline writer), with the sandbox's first answer at once
// (SANDBOX_FIRST_ANSWER_SECONDS=0) and the network on a clock the benchmark moves forward, so the
// simulated people's later answers and mentions come due without waiting for them. The providers
// are the ones boot chooses, made with that clock.
import type { TServices } from '../../apps/server/src/app';
import { chooseServices } from '../../apps/server/src/boot';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { platformRegistry } from '../../apps/server/src/integrations/platform/registry';
import { createLogger } from '../../apps/server/src/lib/logger';
import {
  createSandboxBlueskyProvider,
  type TSandboxBlueskyProvider,
} from '../../apps/server/src/stand-ins/sandbox/bluesky/sandbox-bluesky-provider';
import {
  createSandboxProvider,
  type TSandboxProvider,
} from '../../apps/server/src/stand-ins/sandbox/sandbox-provider';
import type { TInMemory } from './in-memory-app';

/** The network's now: starts at the wall clock, moves only forward, and only when told. */
export type TMovableClock = { now: () => Date; advance: (ms: number) => Date };

export function movableClock(start = new Date()): TMovableClock {
  let at = start.getTime();
  return {
    now: () => new Date(at),
    advance: (ms) => {
      at += Math.max(0, ms);
      return new Date(at);
    },
  };
}

export type TP7InMemory = TInMemory & { clock: TMovableClock; sandbox: TSandboxProvider };

/**
 * The configuration (the defaults, the first answer at once, each account read once a day so a
 * repeat's pass reads only its own users), a migrated in-memory database, and the services boot
 * chooses with the sandbox network's two faces on `clock`; close `database` when done.
 */
export async function openP7InMemory(): Promise<TP7InMemory> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_DISABLED: 'true',
    SANDBOX_FIRST_ANSWER_SECONDS: '0',
    CONVERSATIONS_READ_SECONDS: '86400',
  });
  const database = await openDatabase({ dataDir: null });
  try {
    await database.migrate();
    const logger = createLogger('silent');
    const db = database.db;
    const booted = chooseServices({ config, db, logger });
    if (booted.platforms.get('twitter').kind !== 'sandbox' || booted.llm.kind !== 'offline') {
      throw new Error('P7 measures the defaults: the sandbox network and the offline writer');
    }
    const clock = movableClock();
    const shared = {
      db,
      seed: config.SANDBOX_SEED,
      publicUrl: config.publicUrl,
      logger,
      clock: clock.now,
      firstAnswerSeconds: config.SANDBOX_FIRST_ANSWER_SECONDS,
    };
    const sandbox = createSandboxProvider({ ...shared, unrestrictedReplies: config.X_UNRESTRICTED_REPLIES });
    const bluesky: TSandboxBlueskyProvider = createSandboxBlueskyProvider(shared);
    const chosen: TServices = { ...booted, platforms: platformRegistry({ twitter: sandbox, bluesky }) };
    return { config, database, logger, chosen, clock, sandbox };
  } catch (err) {
    await database.close();
    throw err;
  }
}
