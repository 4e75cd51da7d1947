// Real worker processes (`npm run worker`: the bundle apps/server/dist/worker-main.mjs) on a given
// PostgreSQL database, as deployments run them beside API processes started with WORKER=off.
import { spawn, type ChildProcess } from 'node:child_process';
import { REPO_ROOT } from '../../apps/server/src/config';
import { serverBundle } from './processes';

export type TWorkerProcess = {
  child: ChildProcess;
  /** The last few kB the worker wrote (its log at LOG_LEVEL warn goes to stdout, crashes to stderr). */
  output: () => string;
  /** Log lines at warn or above (pino levels 40+). */
  warnings: () => number;
  /** Set once it exited: its code, or the signal that ended it. */
  exited: () => string | null;
};

const TAIL = 4000;

/** Starts one worker with `env` added to this process's environment (minus DATABASE_URL and X keys). */
export function startWorker(env: Record<string, string>): TWorkerProcess {
  const {
    DATABASE_URL: _admin,
    X_API_KEY: _key,
    X_API_SECRET: _secret,
    LLM_PROVIDER: _llm,
    ...inherited
  } = process.env;
  const child = spawn(process.execPath, [serverBundle('worker-main')], {
    cwd: REPO_ROOT,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  let warnings = 0;
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      tail = (tail + chunk).slice(-TAIL);
      warnings += chunk.match(/"level":(4|5|6)0/g)?.length ?? 0;
    });
  }
  let exit: string | null = null;
  child.once('exit', (code, signal) => {
    exit = signal ?? `code ${code ?? '?'}`;
  });
  return { child, output: () => tail, warnings: () => warnings, exited: () => exit };
}

/** SIGTERM (the worker finishes its batch and closes), SIGKILL after `graceMs`. */
export async function stopWorker(worker: TWorkerProcess, graceMs = 5_000): Promise<void> {
  if (worker.exited() !== null) return;
  const gone = new Promise<void>((resolve) => worker.child.once('exit', () => resolve()));
  worker.child.kill('SIGTERM');
  const timer = setTimeout(() => worker.child.kill('SIGKILL'), graceMs);
  await gone;
  clearTimeout(timer);
}
