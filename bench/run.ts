// Every benchmark (issue 17), one after another, then one table: each figure beside its goal.
//   npm run bench                      all of them, judged against their goals
//   npm run bench -- --quick           each briefly (CI: proves they run; nothing is judged)
//   npm run bench -- --only P1,P5      some of them
//   npm run bench -- --skip P5         all but some
// A missed goal never fails the run (figures are reported, not enforced); a benchmark that throws
// does: the exit code is 1 when any of them broke, 0 otherwise.
// Each benchmark runs in a process of its own (this file again, with --child): one benchmark's heap,
// timers, open handles and compiled WebAssembly (each in-memory PGlite) never reach the next, so its
// figures are its own, and a crash of the runtime ends that benchmark only.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { describeMachine } from './lib/machine';
import type { TBenchmark, TFigure } from './lib/result';
import { benchmark as p1 } from './p1-pending';
import { benchmark as p2 } from './p2-monitor';
import { benchmark as p3 } from './p3-drain';
import { benchmark as p4 } from './p4-web';
import { benchmark as p5 } from './p5-start';
import { benchmark as p6 } from './p6-shared-server';
import { benchmark as p7 } from './p7-conversations';
import { benchmark as p8 } from './p8-reviewers';

const ALL: TBenchmark[] = [p1, p2, p3, p4, p5, p6, p7, p8];

type TOutcome =
  | { bench: TBenchmark; figures: TFigure[]; seconds: number }
  | { bench: TBenchmark; skipped: string; seconds: number }
  | { bench: TBenchmark; failed: string; seconds: number };

/** The benchmarks named in a list such as "P1,P5"; an unknown name ends the run. */
function named(list: string): TBenchmark[] {
  const ids = list.split(',').map((id) => id.trim().toUpperCase());
  const unknown = ids.filter((id) => !ALL.some((b) => b.id === id));
  if (unknown.length > 0) {
    console.error(`Unknown benchmark ${unknown.join(', ')}: choose from ${ALL.map((b) => b.id).join(', ')}`);
    process.exit(2);
  }
  return ALL.filter((b) => ids.includes(b.id));
}

function selected(only: string | undefined, skip?: string): TBenchmark[] {
  const chosen = only ? named(only) : ALL;
  const left = skip ? named(skip) : [];
  return chosen.filter((b) => !left.includes(b));
}

/** Figures as people read them: thousands grouped, whole numbers whole, 3 significant digits below 100. */
function formatValue(value: number, unit: string): string {
  if (!Number.isFinite(value)) return `${value} ${unit}`;
  const abs = Math.abs(value);
  const digits = Number.isInteger(value) || abs >= 100 ? 0 : abs >= 10 ? 1 : abs >= 1 ? 2 : 3;
  const text = value.toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return unit ? `${text} ${unit}` : text;
}

function table(outcomes: TOutcome[]): string {
  const rows: string[][] = [];
  const notes: string[] = [];
  for (const outcome of outcomes) {
    if ('figures' in outcome) {
      for (const f of outcome.figures) {
        rows.push([
          f.bench,
          f.name,
          formatValue(f.value, f.unit),
          f.goal ?? '',
          f.ok === null ? '—' : f.ok ? 'ok' : 'MISS',
          f.note ?? '',
        ]);
      }
    } else if ('skipped' in outcome) {
      rows.push([outcome.bench.id, outcome.bench.title, '', '', 'skipped', outcome.skipped]);
    } else {
      rows.push([outcome.bench.id, outcome.bench.title, '', '', 'FAILED', 'see below']);
      notes.push(`${outcome.bench.id} failed: ${outcome.failed}`);
    }
  }
  const header = ['bench', 'name', 'value', 'goal', '', 'note'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 2 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line), ...notes].join('\n');
}

/** What a benchmark's own process leaves in its answer file. */
type TAnswer = { figures: TFigure[] } | { skipped: string } | { failed: string };

/** In the benchmark's own process: runs it and writes what it answered (or why it threw) to `out`. */
async function runChild(bench: TBenchmark, quick: boolean, out: string): Promise<void> {
  let answer: TAnswer;
  try {
    const result = await bench.run({ quick });
    answer = Array.isArray(result) ? { figures: result } : { skipped: result.skipped };
  } catch (err) {
    answer = { failed: err instanceof Error ? (err.stack ?? err.message) : String(err) };
  }
  fs.writeFileSync(out, JSON.stringify(answer));
  // Anything the benchmark left open (a pool, a timer) must not keep the process alive.
  process.exit(0);
}

/** Runs one benchmark in a process of its own; its output goes to this one's. */
async function runInOwnProcess(bench: TBenchmark, quick: boolean): Promise<TAnswer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gatling-bench-'));
  const out = path.join(dir, 'answer.json');
  try {
    const args = [...process.execArgv, process.argv[1]!, '--child', bench.id, '--out', out];
    if (quick) args.push('--quick');
    const child = spawn(process.execPath, args, { stdio: 'inherit' });
    const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (c, s) => resolve([c, s]));
    });
    if (fs.existsSync(out)) return JSON.parse(fs.readFileSync(out, 'utf8')) as TAnswer;
    return {
      failed: `its process ended (${signal ? `signal ${signal}` : `exit code ${code}`}) before answering`,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      quick: { type: 'boolean', default: false },
      only: { type: 'string' },
      skip: { type: 'string' },
      child: { type: 'string' },
      out: { type: 'string' },
    },
  });
  const quick = values.quick ?? false;
  if (values.child && values.out) return runChild(selected(values.child)[0]!, quick, values.out);
  const benches = selected(values.only, values.skip);
  for (const line of describeMachine()) console.log(line);
  console.log(`mode     ${quick ? 'quick: each briefly, nothing judged' : 'full'}\n`);

  const outcomes: TOutcome[] = [];
  const started = performance.now();
  for (const bench of benches) {
    console.log(`${bench.id} ${bench.title}…`);
    const t0 = performance.now();
    const answer = await runInOwnProcess(bench, quick);
    const seconds = (performance.now() - t0) / 1000;
    outcomes.push({ bench, ...answer, seconds });
    // Other work on the machine distorts the figures: the load after each benchmark says how much.
    console.log(`${bench.id} done in ${seconds.toFixed(1)} s (load ${os.loadavg()[0]!.toFixed(2)})`);
  }
  console.log(`\n${table(outcomes)}`);
  const missed = outcomes.flatMap((o) => ('figures' in o ? o.figures : [])).filter((f) => f.ok === false);
  const failed = outcomes.filter((o) => 'failed' in o);
  console.log(
    `\n${benches.length} benchmarks in ${((performance.now() - started) / 1000).toFixed(0)} s; ` +
      `${missed.length} goals missed (reported, never failing the run); ${failed.length} failed`,
  );
  process.exit(failed.length > 0 ? 1 : 0);
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
