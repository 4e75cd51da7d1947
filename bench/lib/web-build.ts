// The web build the benchmarks read (P4's weights, P5's start): made first when it is missing or
// older than its sources, by the same rule as scripts/start.mjs, so a fresh checkout measures the
// build rather than skipping it. The build itself is a one-off, never timed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './processes';

const SOURCES = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'packages/shared/src'];

function newest(p: string): number {
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(p).map((name) => newest(path.join(p, name))));
}

/** Whether apps/web/dist is newer than every source it is built from. */
export function webBuildIsCurrent(): boolean {
  const index = path.join(ROOT, 'apps/web/dist/index.html');
  if (!fs.existsSync(index)) return false;
  return fs.statSync(index).mtimeMs >= Math.max(...SOURCES.map((p) => newest(path.join(ROOT, p))));
}

/** Builds the web app when it is not current; answers a note saying so ('' when nothing was built). */
export function ensureWebBuild(): string {
  if (webBuildIsCurrent()) return '';
  const started = performance.now();
  const build = spawnSync('npm', ['run', 'build', '-w', '@gatling/web'], { cwd: ROOT, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`the web build failed:\n${build.stdout}\n${build.stderr}`);
  return `; the web app was built first (${((performance.now() - started) / 1000).toFixed(0)} s, not timed)`;
}
