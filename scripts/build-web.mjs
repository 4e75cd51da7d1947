// The web app as the server serves it (apps/web/dist), built by Vite: `node scripts/build-web.mjs`.
// With `--if-stale` (what `npm run test:e2e` runs) it builds only when the build is missing or older
// than anything it is made from: the web app's folder, packages/shared and the lockfile. A build
// made a moment earlier (CI's page-weight check) is then served to the browser tests as it is,
// instead of being made again.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUILT_INDEX = path.join(root, 'apps/web/dist/index.html');
/** What the build is made of (folders whole, but for what is built or installed into them). */
const SOURCES = ['apps/web', 'packages/shared', 'package-lock.json'];
const NOT_SOURCES = new Set(['dist', 'node_modules']);

function newestMtime(p) {
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of fs.readdirSync(p)) {
    if (!NOT_SOURCES.has(name)) newest = Math.max(newest, newestMtime(path.join(p, name)));
  }
  return newest;
}

/** True when the build exists and is newer than every source. */
export function webBuildIsCurrent() {
  if (!fs.existsSync(BUILT_INDEX)) return false;
  const built = fs.statSync(BUILT_INDEX).mtimeMs;
  return SOURCES.every((p) => newestMtime(path.join(root, p)) <= built);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--if-stale') && webBuildIsCurrent()) {
    console.log(`web app: ${path.relative(root, BUILT_INDEX)} is newer than its sources, not built again`);
    process.exit(0);
  }
  const build = spawnSync('npm', ['run', 'build', '-w', '@gatling/web'], { cwd: root, stdio: 'inherit' });
  process.exit(build.status ?? 1);
}
