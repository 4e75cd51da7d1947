// P5: `npm start` to a healthy /healthz, as a self-hoster types it: cold (a fresh data folder, so
// the PGlite database is created and migrated) and warm (the same folder again). Median of 3 runs
// each (1 with --quick), on a free port, with the default settings otherwise (PGlite, worker inline,
// development); DATABASE_URL is not passed on. The process group is ended after each run.
//
// `npm start` builds the web app and the server bundle first when missing or older than their
// sources: those builds are done here before the clock starts (one-offs, not starts), and a timed
// run that still built is refused rather than reported.
import { spawnSync } from 'node:child_process';
import { median } from './lib/median';
import { freePort, ROOT, startChild, temporaryFolder, waitUntilOk } from './lib/processes';
import type { TBenchmark, TBenchOptions, TFigure } from './lib/result';
import { ensureWebBuild } from './lib/web-build';

const BUILDING = ['Building the web app', 'Building the server'];

/** One `npm start` in `dataDir`: milliseconds from the spawn to the first 200 from /healthz. */
async function timeStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = startChild('npm', ['start'], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  });
  try {
    const ms = await waitUntilOk(`http://127.0.0.1:${port}/healthz`, child, {
      since: started,
      timeoutMs: 120_000,
      everyMs: 20,
    });
    if (BUILDING.some((line) => child.output().includes(line))) {
      throw new Error('npm start built during a timed run: the build check is out of step');
    }
    return ms;
  } finally {
    await child.stop();
  }
}

async function run({ quick }: TBenchOptions): Promise<TFigure[]> {
  const built = ensureWebBuild();
  const server = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: ROOT, encoding: 'utf8' });
  if (server.status !== 0) throw new Error(`the server build failed:\n${server.stdout}\n${server.stderr}`);
  const runs = quick ? 1 : 3;
  const cold: number[] = [];
  const warm: number[] = [];
  const folders: ReturnType<typeof temporaryFolder>[] = [];
  try {
    // Each cold run gets its own fresh folder; the warm runs reuse the first one.
    for (let i = 0; i < runs; i++) {
      const folder = temporaryFolder('gatling-bench-p5-');
      folders.push(folder);
      cold.push(await timeStart(folder.path));
    }
    for (let i = 0; i < runs; i++) warm.push(await timeStart(folders[0]!.path));
  } finally {
    for (const folder of folders) folder.remove();
  }
  const seconds = (ms: number[]) => ms.map((m) => (m / 1000).toFixed(2)).join(', ');
  const warmS = median(warm) / 1000;
  return [
    {
      bench: 'P5',
      name: 'npm start → /healthz, cold (fresh data, migrations)',
      value: median(cold) / 1000,
      unit: 's',
      goal: null,
      ok: null,
      note: `median of ${runs}: ${seconds(cold)} s${built}`,
    },
    {
      bench: 'P5',
      name: 'npm start → /healthz, warm (same data)',
      value: warmS,
      unit: 's',
      goal: '≤ 5 s',
      ok: quick ? null : warmS <= 5,
      note: `median of ${runs}: ${seconds(warm)} s`,
    },
  ];
}

export const benchmark: TBenchmark = {
  id: 'P5',
  title: 'From `npm start` to a healthy server',
  run,
};
