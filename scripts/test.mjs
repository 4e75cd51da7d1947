// `npm test`: every suite, in two lanes side by side.
//   lane 1: Bluesky's reference network (test:bluesky), then the browser tests (test:e2e), which
//           mostly wait: on a browser, on the product's own timers (a reply's undo window, an inbox
//           read every few seconds). The reference network computes more than it waits (83 s of its
//           100 s alone); it sits here because lane 2, with CI's checks, already ends last.
//           The server under test raises itself back to normal priority (e2e/serve.mjs).
//   lane 2: the unit and API suites (test:unit), which compute.
// Side by side, the waiting of one lane is the other's computing time; two computing suites at once
// would only take turns on the cores and stretch each other past their time limits. Lane 1 runs at
// a lower priority (nice 5): four browsers, their renderers and the server under test are a dozen
// busy processes against the unit suite's two, and the scheduler shares the cores per process, so
// at equal priority they starved the unit suite until its process tests timed out; at nice 10 the
// server under test was starved instead, and pages took over 20 s to open. Each suite's
// output is kept and printed whole when it ends, under its name and time, so two suites never
// interleave; every suite runs even when one failed, and the exit code is 1 when any did.
//
// With CI=true, lane 2 also carries what CI checks beyond the tests: typecheck and lint (side by
// side) first, and after the unit suites the server's suite again on a real PostgreSQL
// (CI_DATABASE_URL, by default postgres://postgres@127.0.0.1:5432/test); lane 1 ends with every
// benchmark but P5 briefly (--quick: they run, nothing is judged), their PostgreSQL parts on that server
// too. Measured in CI (decision 0090), lane 2 ended 40–50 s after lane 1.
//
//   node scripts/test.mjs --serial   one suite after another, output as it comes (a terminal's view)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const isCI = ['true', '1'].includes((process.env.CI ?? '').toLowerCase());
const postgres = process.env.CI_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** A suite: its name and the npm scripts it runs at once (with extra environment). */
const suite = (name, scripts, env = {}) => ({ name, scripts, env });
const onPostgres = { DATABASE_URL: postgres };
const LANES = [
  [
    suite('test:bluesky', [['test:bluesky']]),
    suite('test:e2e', [['test:e2e']]),
    // P5 (npm start to a healthy server) runs once in CI, after npm test, on the machine's own Node.
    ...(isCI ? [suite('bench --quick', [['bench', '--', '--quick', '--skip', 'P5']], onPostgres)] : []),
  ],
  [
    ...(isCI ? [suite('typecheck ∥ lint', [['typecheck'], ['lint']])] : []),
    suite('test:unit', [['test:unit']]),
    ...(isCI ? [suite(`test:api on PostgreSQL (${postgres})`, [['test:api']], onPostgres)] : []),
  ],
];

const started = Date.now();
const since = (t) => `${((Date.now() - t) / 1000).toFixed(0)} s`;

/** The lower priority of lane 1 beside lane 2 (`nice` on Linux and macOS; none elsewhere). */
const WAITING_LANE_NICE = process.platform === 'win32' ? 0 : 5;

/**
 * Runs `npm run <args>`, at `nice` (0: this process's priority); with `log`, its output goes there
 * instead of this terminal.
 */
function run(args, env, log, nice = 0) {
  return new Promise((resolve) => {
    const out = log ? fs.openSync(log, 'w') : 'inherit';
    const [command, ...rest] = nice > 0 ? ['nice', '-n', String(nice), npm] : [npm];
    const child = spawn(command, [...rest, 'run', ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', out, out],
    });
    child.once('error', (err) => {
      if (log) fs.appendFileSync(log, `\n${err.stack ?? err}\n`);
      resolve(1);
    });
    child.once('exit', (code, signal) => {
      if (log) fs.closeSync(out);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const failed = [];
const report = (name, code, t, where = '') =>
  `======== ${name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${since(t)}${where} ========`;

if (process.argv.includes('--serial')) {
  for (const { name, scripts, env } of LANES.flat()) {
    const t = Date.now();
    let code = 0;
    for (const args of scripts) code = (await run(args, env)) || code;
    console.log(`\n${report(name, code, t)}\n`);
    if (code !== 0) failed.push(name);
  }
} else {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gatling-test-'));
  let logs = 0;
  const lane = async (suites, n) => {
    for (const { name, scripts, env } of suites) {
      const t = Date.now();
      console.log(`== lane ${n}: ${name} started (+${since(started)})`);
      const ran = await Promise.all(
        scripts.map(async (args) => {
          const log = path.join(dir, `${(logs += 1)}.log`);
          return { args, log, code: await run(args, env, log, n === 1 ? WAITING_LANE_NICE : 0) };
        }),
      );
      const code = ran.find((r) => r.code !== 0)?.code ?? 0;
      console.log(`\n${report(name, code, t, ` (lane ${n}, +${since(started)})`)}`);
      for (const r of ran) {
        if (ran.length > 1) console.log(`-- npm run ${r.args.join(' ')}: exit ${r.code}`);
        process.stdout.write(fs.readFileSync(r.log));
      }
      if (code !== 0) failed.push(name);
    }
  };
  try {
    await Promise.all(LANES.map((suites, i) => lane(suites, i + 1)));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
console.log(
  `\nnpm test: ${failed.length === 0 ? 'every suite passed' : `FAILED: ${failed.join(', ')}`} in ${since(started)}`,
);
process.exit(failed.length === 0 ? 0 : 1);
