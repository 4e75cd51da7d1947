import path from 'node:path';
import { inject } from 'vitest';
import { REPO_ROOT, type TConfig } from '../../src/config';
import { TEST_AUTH_SECRET, TEST_TOKEN_KEY } from '../harness';

/** An entry point of the server that tests start as a process of its own. */
export type TProcessEntry = 'main' | 'worker-main' | 'rotate-token-key-main';

/**
 * Node's arguments that start `entry` as its own process: its esbuild bundle, made once for the run
 * by global-setup.ts, as `npm start` runs apps/server/dist/main.mjs. Through tsx every start
 * compiled the server's sources again: 6.2 s of CPU to load it where the bundle takes 3.7 s, and a
 * third of the suite's CPU on PostgreSQL went to the processes its tests start.
 */
export function entryArgs(entry: TProcessEntry): string[] {
  const dir = inject('processEntries');
  return dir
    ? [path.join(dir, `${entry}.mjs`)]
    : ['--import', 'tsx', path.join(REPO_ROOT, 'apps/server/src', `${entry}.ts`)];
}

/**
 * The environment of a process started on a test app's database: this one's, without the suite's
 * admin DATABASE_URL, plus the app's database, secrets and sandbox, and `env` over all of it.
 */
export function processEnv(config: TConfig, env: Record<string, string>): NodeJS.ProcessEnv {
  const { DATABASE_URL: _admin, ...inherited } = process.env;
  return {
    ...inherited,
    NODE_ENV: 'development',
    DATABASE_URL: config.DATABASE_URL,
    AUTH_SECRET: TEST_AUTH_SECRET,
    TOKEN_ENCRYPTION_KEY: TEST_TOKEN_KEY,
    SANDBOX_SEED: config.SANDBOX_SEED,
    MONITOR_INTERVAL_MINUTES: '0',
    ...env,
  };
}
