import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../../src/config';
import { entryArgs, processEnv } from './process-entry';
import type { TTestApp } from '../harness';

/** A real API process (`npm start`'s main.ts) reached over HTTP, as a load balancer would. */
export type TApiProcess = {
  child: ChildProcess;
  port: number;
  /** Same shape as a test app's request: a path on this process. */
  request: (path: string, init?: RequestInit) => Promise<Response>;
  post: (path: string, body: unknown, headers?: Record<string, string>) => Promise<Response>;
  /** SIGTERM, then the exit code. */
  stop: () => Promise<number | null>;
};

/**
 * API processes (main.ts) on the test app's database (PostgreSQL only), with WORKER=off unless
 * `env` says otherwise. Each listens on a free port, read from its startup log line.
 */
export function apiProcesses(app: () => TTestApp) {
  const running: ChildProcess[] = [];
  const start = (env: Record<string, string> = {}): Promise<TApiProcess> => {
    const { config } = app();
    const child = spawn(process.execPath, entryArgs('main'), {
      cwd: path.join(REPO_ROOT, 'apps/server'),
      env: processEnv(config, {
        LOG_LEVEL: 'info',
        PORT: '0',
        HOST: '127.0.0.1',
        WORKER: 'off',
        RATE_LIMIT_DISABLED: 'true',
        ...env,
      }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.push(child);
    return new Promise((resolve, reject) => {
      let output = '';
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        for (const line of output.split('\n')) {
          if (!line.includes('is running at')) continue;
          const port = (JSON.parse(line) as { port: number }).port;
          child.stdout?.off('data', read);
          child.stdout?.resume();
          const base = `http://127.0.0.1:${port}`;
          const request = (p: string, init?: RequestInit) => fetch(`${base}${p}`, init);
          resolve({
            child,
            port,
            request,
            post: (p, body, headers = {}) =>
              request(p, {
                method: 'POST',
                headers: { 'content-type': 'application/json', ...headers },
                body: JSON.stringify(body),
              }),
            stop: () =>
              new Promise((done) => {
                if (child.exitCode !== null) return done(child.exitCode);
                child.once('exit', (code) => done(code));
                child.kill('SIGTERM');
              }),
          });
          return;
        }
      };
      child.stdout?.on('data', read);
      child.stderr?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
      child.once('exit', (code) =>
        reject(new Error(`the API process ended (${code}) before serving:\n${output}`)),
      );
    });
  };
  /** Kills every API process still running. */
  const killAll = () => {
    for (const p of running.splice(0)) if (p.exitCode === null) p.kill('SIGKILL');
  };
  return { start, killAll };
}
