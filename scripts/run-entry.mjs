// `npm run worker` and `npm run rotate-token-key`: the server's bundle of that process
// (apps/server/dist/<entry>.mjs), built first when missing or older than its sources, run by Node in
// this process's foreground with its signals passed on (a worker drains on SIGTERM).
// Usage: node scripts/run-entry.mjs <worker-main | rotate-token-key-main> [arguments…]
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, entryBundle, PROCESS_ENTRIES, serverBundleIsCurrent } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [entry, ...args] = process.argv.slice(2);
if (!PROCESS_ENTRIES.includes(entry)) {
  console.error(`Usage: node scripts/run-entry.mjs <${PROCESS_ENTRIES.join(' | ')}> [arguments…]`);
  process.exit(2);
}

if (!serverBundleIsCurrent()) {
  console.error('Building the server…');
  await buildServer();
}

const child = spawn(process.execPath, [entryBundle(entry), ...args], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
