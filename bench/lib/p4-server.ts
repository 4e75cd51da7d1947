// Starts the built product for a browser benchmark, as e2e/serve.mjs does for the browser tests:
// API and web app from one process (node --import tsx apps/server/src/main.ts) on a fresh data
// folder and a free port, monitoring only when asked for, no rate limits. stop() ends the process
// (SIGTERM, then SIGKILL) and removes the data folder.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type TProduct = { baseUrl: string; stop: () => Promise<void> };

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** Starts the product and waits for /healthz; `env` adds to (or overrides) the benchmark's settings. */
export async function startProduct(env: Record<string, string> = {}): Promise<TProduct> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gatling-bench-p4-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_DISABLED: 'true',
      MONITOR_INTERVAL_MINUTES: '0',
      // Always the embedded database and the dev outbox, whatever the shell has set.
      DATABASE_URL: '',
      SMTP_URL: '',
      ...env,
    },
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      if (!(await exited(child, 8000))) {
        child.kill('SIGKILL');
        await exited(child, 5000);
      }
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(
        `the product exited while starting (${child.exitCode ?? child.signalCode}):\n${output}`,
      );
    }
    try {
      const res = await fetch(`${baseUrl}/healthz`);
      if (res.ok) return { baseUrl, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the product did not answer /healthz within 120 s:\n${output}`);
}
