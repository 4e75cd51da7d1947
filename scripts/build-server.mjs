// The server's processes as `npm start`, `npm run worker` and `npm run rotate-token-key` run them:
// apps/server/src/{main,worker-main,rotate-token-key-main}.ts bundled into apps/server/dist/*.mjs in
// one esbuild build (what they share as chunks, dist/chunks/), their packages from node_modules included. Running TypeScript through tsx sends every
// module through a loader thread (two thirds of a warm start); a bundle of the project's code alone
// still had Node find, read and compile some 3,000 files of packages, and looking up the package.json
// over each was a quarter of a warm start (4.5 s to a listening server; 2.6 s with them bundled).
// Packages that load files of their own at run time stay imports (KEEP_OUTSIDE).
// Usage: `node scripts/build-server.mjs [--if-stale]` (also part of `npm run build`).
//
// The browser tests' server (e2e/server.ts: the same server beside the local services its journeys
// need) is bundled the same way, into apps/server/dist/e2e-server.mjs, by e2e/serve.mjs when it is stale.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const DIST = path.join(root, 'apps/server/dist');
export const SERVER_BUNDLE = path.join(DIST, 'main.mjs');
/** The bundle of one of PROCESS_ENTRIES, e.g. 'worker-main'. */
export const entryBundle = (entry) => path.join(DIST, `${entry}.mjs`);
/** What the bundle is made of: a change to any of these makes it stale. */
const SOURCES = [
  'apps/server/src',
  'packages/shared/src',
  'apps/server/package.json',
  'package-lock.json',
  'scripts/build-server.mjs',
];

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

export const serverBundleIsCurrent = () => PROCESS_ENTRIES.every((e) => isCurrent(entryBundle(e), SOURCES));
export const e2eServerBundleIsCurrent = () => isCurrent(E2E_SERVER_BUNDLE, E2E_SOURCES);

/**
 * Packages the bundle leaves to Node: PGlite reads its WebAssembly and data files beside its own
 * modules; pino's transports start workers from files beside theirs; the rest are optional native
 * addons their packages try to load and do without.
 */
const KEEP_OUTSIDE = [
  '@electric-sql/pglite',
  'pino',
  'thread-stream',
  'pg-native',
  'bufferutil',
  'utf-8-validate',
];
const keptOutside = (specifier) =>
  KEEP_OUTSIDE.some((name) => specifier === name || specifier.startsWith(`${name}/`));

const packagesOutside = {
  name: 'packages-outside',
  setup(build) {
    // twitter-text asks for `punycode`, its own dependency, which Node would answer with its
    // deprecated built-in of that name (a DeprecationWarning at every start): the package it is.
    build.onResolve({ filter: /^punycode$/ }, (args) =>
      build.resolve('punycode/', { resolveDir: args.resolveDir, kind: args.kind }),
    );
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      keptOutside(args.path) ? { path: args.path, external: true } : undefined,
    );
  },
};

// CommonJS packages in an ES module bundle: their require() of Node's own modules needs a require.
const REQUIRE =
  "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

/** esbuild's options for the server's bundles. */
const OPTIONS = {
  absWorkingDir: root,
  bundle: true,
  platform: 'node',
  format: 'esm',
  // Node 24 is the supported runtime, but `npm start` must still start on an older Node (README).
  target: 'node20',
  // Stack traces name the TypeScript sources (run with --enable-source-maps).
  sourcemap: 'linked',
  plugins: [packagesOutside],
  banner: { js: REQUIRE },
  logLevel: 'warning',
  write: false,
};

/**
 * Writes what esbuild made, each file whole or not at all, the entries last: a process starting
 * meanwhile reads the previous entry, or the new one with every chunk it imports already there.
 */
function writeWhole(result) {
  const chunksFirst = [...result.outputFiles].sort(
    (a, b) =>
      Number(!a.path.includes(`${path.sep}chunks${path.sep}`)) -
      Number(!b.path.includes(`${path.sep}chunks${path.sep}`)),
  );
  for (const file of chunksFirst) {
    fs.mkdirSync(path.dirname(file.path), { recursive: true });
    const part = `${file.path}.${process.pid}.tmp`;
    fs.writeFileSync(part, file.contents);
    fs.renameSync(part, file.path);
  }
}

/** Bundles `entry` into `bundle`. */
async function bundleOf(entry, bundle) {
  writeWhole(await esbuild.build({ ...OPTIONS, entryPoints: [entry], outfile: bundle }));
}

export const buildE2eServer = () => bundleOf('e2e/server.ts', E2E_SERVER_BUNDLE);

/** The server's entry points, each a process of its own (`npm start`, `npm run worker`, key rotation). */
export const PROCESS_ENTRIES = ['main', 'worker-main', 'rotate-token-key-main'];

/**
 * Each of PROCESS_ENTRIES bundled into `dir` (which must sit inside the repository, so the bundles'
 * bare imports find node_modules), as `<entry>.mjs`: apps/server/dist for the product, a folder of
 * its own for the server's suite. One build for the three, sharing what they have in common as
 * chunks: a third of the time of three.
 */
export const buildProcessEntries = async (dir) =>
  writeWhole(
    await esbuild.build({
      ...OPTIONS,
      entryPoints: Object.fromEntries(PROCESS_ENTRIES.map((e) => [e, `apps/server/src/${e}.ts`])),
      outdir: dir,
      splitting: true,
      chunkNames: 'chunks/[name]-[hash]',
      outExtension: { '.js': '.mjs' },
    }),
  );

/** The product's bundles, apps/server/dist/{main,worker-main,rotate-token-key-main}.mjs. */
export const buildServer = () => buildProcessEntries(DIST);

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const into = process.argv.indexOf('--entries-into');
  if (into > 0) {
    await buildProcessEntries(path.resolve(process.argv[into + 1]));
    console.log(`process entries: ${PROCESS_ENTRIES.join(', ')} (${Date.now() - started} ms)`);
  } else if (process.argv.includes('--if-stale') && serverBundleIsCurrent()) {
    // current: nothing to do
  } else {
    await buildServer();
    console.log(
      `server bundles: ${path.relative(root, DIST)}/{${PROCESS_ENTRIES.join(',')}}.mjs (${Date.now() - started} ms)`,
    );
  }
}
