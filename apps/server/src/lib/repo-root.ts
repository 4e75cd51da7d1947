import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What marks the repository root: the server's migrations, read at run time. */
const MARK = path.join('apps', 'server', 'drizzle', 'meta', '_journal.json');

/**
 * The repository root: the nearest folder above this module holding the server's migrations. Found
 * by looking rather than by counting folders, so it is the same from the TypeScript sources and from
 * the bundle `npm start` runs (apps/server/dist).
 */
function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, MARK))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no ${MARK} above ${from}: is the checkout complete?`);
  }
}

export const REPO_ROOT = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));
