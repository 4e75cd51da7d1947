// Starts the browser tests' server (server.ts) the way `npm start` starts the product: bundled by
// esbuild (apps/server/dist/e2e-server.mjs, made again here when any of its sources changed), then run by Node
// itself. Run through tsx, every module, node_modules included, went through tsx's loader thread:
// the shared server and each journey's own one started in several times the CPU, and on a busy
// machine an own server missed its 90 s to answer. Run as `node serve.mjs`.
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { buildE2eServer, E2E_SERVER_BUNDLE, e2eServerBundleIsCurrent } from '../scripts/build-server.mjs';

// The product under test answers at normal priority. npm test runs the browser tests at a lower one
// (nice 5, scripts/test.mjs) so a dozen browser processes yield to the unit suites beside them; the
// server inherited it, and starved of the cores its pages took over 20 s to open. Raising a
// priority needs the right to (root, as CI runs); elsewhere it stays as it was.
try {
  if (os.getPriority() > 0) os.setPriority(0);
} catch {
  // not allowed: the inherited priority stays
}

if (!e2eServerBundleIsCurrent()) await buildE2eServer();
await import(pathToFileURL(E2E_SERVER_BUNDLE).href);
