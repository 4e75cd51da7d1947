import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { vi } from 'vitest';
import { REPO_ROOT } from '../../src/config';
import { entryArgs, processEnv } from './process-entry';
import type { TPublishingApp } from './publishing';

/**
 * Real worker processes (`npm run worker`) on the test app's database, for the tests that need
 * the worker apart from the API (PostgreSQL only: the embedded database is single-process).
 * `app` is read when a worker starts, so it may be opened in a beforeAll or the test itself.
 */
export function workerProcesses(app: () => Pick<TPublishingApp, 't'>) {
  const running: ChildProcess[] = [];
  /** `env` adds to or overrides the worker's environment (e.g. BLUESKY_SERVICE_URL of a fake). */
  const start = (env: Record<string, string> = {}): ChildProcess => {
    const { config } = app().t;
    const worker = spawn(process.execPath, entryArgs('worker-main'), {
      cwd: path.join(REPO_ROOT, 'apps/server'),
      env: processEnv(config, { LOG_LEVEL: 'warn', ...env }),
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    running.push(worker);
    return worker;
  };
  /** Kills every worker started so far (as a crash would: no clean shutdown). */
  const killAll = () => {
    for (const w of running.splice(0)) w.kill('SIGKILL');
  };
  return { start, killAll };
}

/**
 * Polls `check` until it holds, for what worker processes do (they take seconds to start); fails
 * after `ms` naming `what`. Within the test's own time limit, so a failure says what it waited for.
 */
export const untilWorkers = (check: () => Promise<boolean>, what: string, ms = 20_000) =>
  vi.waitFor(
    async () => {
      if (!(await check())) throw new Error(`timed out waiting until ${what}`);
    },
    { timeout: ms, interval: 200 },
  );
