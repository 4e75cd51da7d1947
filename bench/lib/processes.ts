// Child processes the benchmarks measure: started in their own process group (so `npm start` and
// whatever it spawns end together), waited on until they answer, and stopped cleanly.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: children run from here, as `npm start` does. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A port nothing listens on right now (the system picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type TChild = {
  /** The last lines the process wrote (stdout and stderr), for error messages. */
  output: () => string;
  /** Resolves with the exit code once the process is gone. */
  exited: Promise<number | null>;
  /** Ends the whole process group: SIGTERM, then SIGKILL after `graceMs`. */
  stop: (graceMs?: number) => Promise<void>;
};

/** Process groups started and not yet ended: a run interrupted (Ctrl-C) or ended early takes them down. */
const live = new Set<number>();
let cleanupInstalled = false;

/** Temporary folders of the run, removed when it ends however it ends. */
const folders = new Set<string>();

/** A fresh folder under the system's temporary one, removed at the latest when the process exits. */
export function temporaryFolder(prefix: string): { path: string; remove: () => void } {
  installCleanup();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  folders.add(dir);
  return {
    path: dir,
    remove: () => {
      fs.rmSync(dir, { recursive: true, force: true });
      folders.delete(dir);
    },
  };
}

function killLeftovers(): void {
  for (const pid of live) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  live.clear();
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
  folders.clear();
}

function installCleanup(): void {
  if (cleanupInstalled) return;
  cleanupInstalled = true;
  process.on('exit', killLeftovers);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      killLeftovers();
      process.exit(130);
    });
  }
}

/**
 * Starts `command args` in ROOT in a new process group with exactly `env` (plus PATH and HOME),
 * keeping the tail of its output.
 */
export function startChild(command: string, args: string[], env: Record<string, string>): TChild {
  const child: ChildProcess = spawn(command, args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  installCleanup();
  const pid = child.pid;
  if (pid) live.add(pid);
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    child.on('exit', (code) => resolve(code));
    child.on('error', (err) => {
      keep(Buffer.from(String(err)));
      resolve(null);
    });
  });
  let gone = false;
  void exited.then(() => (gone = true));
  const signal = (sig: NodeJS.Signals) => {
    try {
      if (pid) process.kill(-pid, sig);
    } catch {
      // Already gone.
    }
  };
  return {
    output: () => tail.trim(),
    exited,
    stop: async (graceMs = 10_000) => {
      if (gone) {
        signal('SIGKILL');
        if (pid) live.delete(pid);
        return;
      }
      signal('SIGTERM');
      const timer = setTimeout(() => signal('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
      // The group leader is gone; anything it left behind in the group goes too.
      signal('SIGKILL');
      if (pid) live.delete(pid);
    },
  };
}

/**
 * Polls `url` until it answers 200; resolves with the milliseconds since `since`. Throws with the
 * child's output when it exits first or `timeoutMs` passes.
 */
export async function waitUntilOk(
  url: string,
  child: TChild,
  options: { since?: number; timeoutMs?: number; everyMs?: number } = {},
): Promise<number> {
  const since = options.since ?? performance.now();
  const deadline = since + (options.timeoutMs ?? 120_000);
  let exited = false;
  void child.exited.then(() => (exited = true));
  while (performance.now() < deadline) {
    if (exited) throw new Error(`${url}: the process exited before answering:\n${child.output()}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === 200) return performance.now() - since;
    } catch {
      // Not listening yet.
    }
    await sleep(options.everyMs ?? 25);
  }
  await child.stop();
  throw new Error(`${url} did not answer 200 within ${options.timeoutMs ?? 120_000} ms:\n${child.output()}`);
}

/** The environment the API server needs to start in production on loopback, quietly, alone. */
export function productionServerEnv(port: number): Record<string, string> {
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_DISABLED: 'true',
    MONITOR_INTERVAL_MINUTES: '0',
    WORKER: 'off',
    AUTH_SECRET: BENCH_AUTH_SECRET,
    TOKEN_ENCRYPTION_KEY: 'be'.repeat(32),
    // Production requires Stripe or BILLING=off; the bench measures no billing.
    BILLING: 'off',
    // Production requires real e-mail (or DEMO_MODE); the bench sends none, so this is never dialled.
    SMTP_URL: 'smtp://127.0.0.1:9',
  };
}

/** Fixed, so the bench can sign a session token the child accepts. Never used outside benchmarks. */
export const BENCH_AUTH_SECRET = 'bench-secret-bench-secret-bench-secret!!';

let bundlesChecked = false;

/**
 * The bundle of one of the server's processes (apps/server/dist/<entry>.mjs), as `npm start` and
 * `npm run worker` run them: built first when missing or older than its sources (once per run).
 */
export function serverBundle(entry: 'main' | 'worker-main'): string {
  if (!bundlesChecked) {
    const built = spawnSync(process.execPath, ['scripts/build-server.mjs', '--if-stale'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    if (built.status !== 0) throw new Error(`building the server failed:\n${built.stdout}${built.stderr}`);
    bundlesChecked = true;
  }
  return path.join(ROOT, 'apps/server/dist', `${entry}.mjs`);
}

/** The API server as `npm start` runs it (its bundle), without the web build step. */
export function startApiServer(env: Record<string, string>): TChild {
  return startChild(process.execPath, [serverBundle('main')], env);
}
