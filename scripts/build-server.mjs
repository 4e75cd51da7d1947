// The server as `npm start` runs it: apps/server/src/main.ts bundled into apps/server/dist/main.mjs
// with esbuild. Only the project's own TypeScript (the server and packages/shared) goes into the
// bundle; packages from node_modules stay imports Node loads itself. Running TypeScript through tsx
// instead sends every module, node_modules included, through a loader thread: two thirds of a warm
// start. Usage: `node scripts/build-server.mjs` (also part of `npm run build`).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const SERVER_BUNDLE = path.join(root, 'apps/server/dist/main.mjs');
/** What the bundle is made of: a change to any of these makes it stale. */
const SOURCES = ['apps/server/src', 'packages/shared/src', 'apps/server/package.json', 'package-lock.json'];

function newestMtime(p) {
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, name)));
  return newest;
}

/** True when the bundle exists and is newer than every source. */
export function serverBundleIsCurrent() {
  if (!fs.existsSync(SERVER_BUNDLE)) return false;
  const built = fs.statSync(SERVER_BUNDLE).mtimeMs;
  return SOURCES.every((p) => newestMtime(path.join(root, p)) <= built);
}

/** Bare imports stay imports, except the project's own workspace packages (TypeScript sources). */
const packagesOutside = {
  name: 'packages-outside',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@gatling/') ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildServer() {
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: { main: 'apps/server/src/main.ts' },
    outdir: path.dirname(SERVER_BUNDLE),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Stack traces name the TypeScript sources (run with --enable-source-maps).
    sourcemap: 'linked',
    plugins: [packagesOutside],
    logLevel: 'warning',
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  await buildServer();
  console.log(`server bundle: ${path.relative(root, SERVER_BUNDLE)} (${Date.now() - started} ms)`);
}
