// The server as `npm start` runs it: apps/server/src/main.ts bundled into apps/server/dist/main.mjs
// with esbuild. Only the project's own TypeScript (the server and packages/shared) goes into the
// bundle; packages from node_modules stay imports Node loads itself. Running TypeScript through tsx
// instead sends every module, node_modules included, through a loader thread: two thirds of a warm
// start. Usage: `node scripts/build-server.mjs` (also part of `npm run build`).
//
// The browser tests' server (e2e/server.ts: the same server beside the local services its journeys
// need) is bundled the same way, into apps/server/dist/e2e-server.mjs, by e2e/serve.mjs when it is stale.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const SERVER_BUNDLE = path.join(root, 'apps/server/dist/main.mjs');
/** What the bundle is made of: a change to any of these makes it stale. */
const SOURCES = ['apps/server/src', 'packages/shared/src', 'apps/server/package.json', 'package-lock.json'];

// Beside the server's own bundle, so that its packages (apps/server/node_modules) resolve from it.
export const E2E_SERVER_BUNDLE = path.join(root, 'apps/server/dist/e2e-server.mjs');
const E2E_SOURCES = [...SOURCES, 'apps/server/test/fakes', 'e2e/server.ts', 'e2e/env.ts', 'e2e/fixtures'];

function newestMtime(p) {
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, name)));
  return newest;
}

/** True when `bundle` exists and is newer than every source. */
function isCurrent(bundle, sources) {
  if (!fs.existsSync(bundle)) return false;
  const built = fs.statSync(bundle).mtimeMs;
  return sources.every((p) => newestMtime(path.join(root, p)) <= built);
}

export const serverBundleIsCurrent = () => isCurrent(SERVER_BUNDLE, SOURCES);
export const e2eServerBundleIsCurrent = () => isCurrent(E2E_SERVER_BUNDLE, E2E_SOURCES);

/** Bare imports stay imports, except the project's own workspace packages (TypeScript sources). */
const packagesOutside = {
  name: 'packages-outside',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@gatling/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Bundles `entry` into `bundle`, written whole or not at all (a server starting meanwhile reads the
 * previous bundle, never half of this one).
 */
async function bundleOf(entry, bundle) {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [entry],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    // Node 24 is the supported runtime, but `npm start` must still start on an older Node (README).
    target: 'node20',
    // Stack traces name the TypeScript sources (run with --enable-source-maps).
    sourcemap: 'linked',
    plugins: [packagesOutside],
    logLevel: 'warning',
    write: false,
  });
  fs.mkdirSync(path.dirname(bundle), { recursive: true });
  for (const file of result.outputFiles) {
    const part = `${file.path}.${process.pid}.tmp`;
    fs.writeFileSync(part, file.contents);
    fs.renameSync(part, file.path);
  }
}

export const buildServer = () => bundleOf('apps/server/src/main.ts', SERVER_BUNDLE);
export const buildE2eServer = () => bundleOf('e2e/server.ts', E2E_SERVER_BUNDLE);

/** The server's entry points a test starts as processes of their own (`npm start`, worker, key rotation). */
export const PROCESS_ENTRIES = ['main', 'worker-main', 'rotate-token-key-main'];

/**
 * Each of PROCESS_ENTRIES bundled into `dir` (which must sit inside the repository, so the bundles'
 * bare imports find node_modules), as `<entry>.mjs`: the server's suite starts them from there.
 */
export const buildProcessEntries = (dir) =>
  Promise.all(
    PROCESS_ENTRIES.map((entry) => bundleOf(`apps/server/src/${entry}.ts`, path.join(dir, `${entry}.mjs`))),
  );

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const into = process.argv.indexOf('--entries-into');
  if (into > 0) {
    await buildProcessEntries(path.resolve(process.argv[into + 1]));
    console.log(`process entries: ${PROCESS_ENTRIES.join(', ')} (${Date.now() - started} ms)`);
  } else {
    await buildServer();
    console.log(`server bundle: ${path.relative(root, SERVER_BUNDLE)} (${Date.now() - started} ms)`);
  }
}
