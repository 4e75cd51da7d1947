// P8: many reviewers deciding at once. N people at the review stack together, each with a user, a
// session and a stack of real pending drafts of their own, on the API server in production settings
// over PostgreSQL (a fresh database beside DATABASE_URL's, dropped after; skipped without
// DATABASE_URL). Each reads its stack, approves or ignores the top card (2:1), pauses 1–3 s and again
// until the stack is empty, then keeps reading the empty stack for a few seconds (the idle phase);
// they arrive over the first 2 s, each opening the app first (GET /api/session, as the web app does:
// where a session a day old is renewed). The load comes from a process of its own
// (bench/lib/p8-load.ts), so neither the server nor this process times its own requests.
//
// Measured: p50 and p99 latency per call (opening, read, approve, ignore) while deciding, and of the reads
// once stacks are empty, each beside the goal (500 reviewers, p99 < 100 ms); N = 100 first, for
// comparison. Checked after each run, in the database: every approval acknowledged happened exactly
// once (its reply scheduled, one 'reply.scheduled' event, nothing scheduled that was not
// acknowledged, every ignore rejected, no card left pending): the benchmark throws when not.
//
// Counted: database round trips per approval, per ignore and per read, on the wire (p8-wire-count.ts)
// in front of a second server of its own, one decision at a time with nothing else running; the
// measured server talks to PostgreSQL directly, so the count costs the latencies nothing.
//
// P8_CPU_PROF=1 starts the measured server with --cpu-prof and prints its self time by function and
// module in the deciding phase of the largest run; P8_SHOW_SQL=1 prints the statements of one
// approval and one ignore as they went over the wire.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type TDatabase } from '../apps/server/src/db/client';
import { adminRows } from '../apps/server/test/admin-database';
import {
  freePort,
  productionServerEnv,
  serverBundle,
  startChild,
  temporaryFolder,
  waitUntilOk,
  type TChild,
} from './lib/processes';
import { median } from './lib/median';
import type { TLoadPlan, TLoadResult, TPhase, TRequestKind } from './lib/p8-load';
import { summariseProfile } from './lib/p8-profile';
import { groupPattern, seedReviewers, type TReviewer, type TReviewerGroup } from './lib/p8-seed';
import { startWireCounter, type TWireCounter, type TWireWindow } from './lib/p8-wire-count';
import type { TBenchmark, TBenchOptions, TFigure } from './lib/result';
import { createScratchDatabase } from './lib/scratch-postgres';

const GOAL_REVIEWERS = 500;
const GOAL_P99_MS = 100;
const ARRIVAL_MS = 2000;
const PAUSE_MS: [number, number] = [1000, 3000];
/** How long a decision's after-effects (anything the server does once it answered) are waited for. */
const SETTLE_MS = 150;

type TSettings = { groups: TReviewerGroup[]; idleMs: number; calibrations: number };

// --quick: 20 reviewers with 2 cards each (the whole benchmark within ~25 s on 2 cores).
const settings = (quick: boolean): TSettings =>
  quick
    ? { groups: [{ label: 'n20', count: 20, cards: 2, history: 5 }], idleMs: 2500, calibrations: 3 }
    : {
        groups: [
          { label: 'n100', count: 100, cards: 10, history: 20 },
          { label: `n${GOAL_REVIEWERS}`, count: GOAL_REVIEWERS, cards: 10, history: 20 },
        ],
        idleMs: 6000,
        calibrations: 5,
      };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type TServer = { base: string; child: TChild };

/**
 * The API server as production runs it (its bundle). Profiled, it runs the TypeScript through tsx
 * instead, so that the profile names each package and module (in the bundle they share chunks).
 */
async function startServer(env: Record<string, string>, cpuProfileDir: string | null): Promise<TServer> {
  const port = await freePort();
  const args = cpuProfileDir
    ? ['--cpu-prof', '--cpu-prof-dir', cpuProfileDir, '--import', 'tsx', 'apps/server/src/main.ts']
    : [serverBundle('main')];
  const child = startChild(process.execPath, args, { ...productionServerEnv(port), ...env });
  const base = `http://127.0.0.1:${port}`;
  await waitUntilOk(`${base}/healthz`, child, { timeoutMs: 60_000 });
  return { base, child };
}

// ---- Round trips: one decision at a time on the calibration server, counted on the wire ----

type TCounts = {
  approve: TWireWindow[];
  ignore: TWireWindow[];
  readChanged: TWireWindow[];
  readKept: TWireWindow[];
};

async function call(base: string, bearer: string, route: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${base}${route}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: bearer, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${route} answered ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as unknown;
}

/** Runs `act` alone with the wire counted, and waits for what it may do after answering. */
async function counted(wire: TWireCounter, act: () => Promise<unknown>): Promise<[TWireWindow, unknown]> {
  wire.open();
  const answer = await act();
  await sleep(SETTLE_MS);
  return [wire.close(), answer];
}

/** `times` approvals and `times` ignores, each after a read of the changed stack and one of the kept one. */
async function countRoundTrips(base: string, reviewer: TReviewer, wire: TWireCounter, times: number) {
  const counts: TCounts = { approve: [], ignore: [], readChanged: [], readKept: [] };
  const pending = '/api/interactions/pending';
  // Warm: the session known, each statement parsed once, the stack cached.
  await call(base, reviewer.bearer, pending);
  for (let i = 0; i < times * 2; i++) {
    const [changed, answer] = await counted(wire, () => call(base, reviewer.bearer, pending));
    counts.readChanged.push(changed);
    counts.readKept.push((await counted(wire, () => call(base, reviewer.bearer, pending)))[0]);
    const top = (answer as { interactions: { id: string }[] }).interactions[0];
    if (!top) throw new Error('the calibration reviewer ran out of cards');
    const kind = i % 2 === 0 ? 'approve' : 'ignore';
    const route = kind === 'approve' ? '/api/feedback/approve' : '/api/feedback/reject';
    counts[kind].push(
      (await counted(wire, () => call(base, reviewer.bearer, route, { reply_id: top.id })))[0],
    );
  }
  // The first read after warming found the stack kept: it is not a changed one.
  counts.readChanged.shift();
  return counts;
}

// ---- The load: its own process, its raw answers read back ----

async function runLoad(base: string, reviewers: TReviewer[], idleMs: number, seed: number, dir: string) {
  const planFile = path.join(dir, `plan-${seed}.json`);
  const resultFile = path.join(dir, `result-${seed}.json`);
  const plan: TLoadPlan = {
    base,
    bearers: reviewers.map((r) => r.bearer),
    arrivalMs: ARRIVAL_MS,
    pauseMs: PAUSE_MS,
    idleMs,
    seed,
  };
  fs.writeFileSync(planFile, JSON.stringify(plan));
  const child = startChild(
    process.execPath,
    ['--import', 'tsx', 'bench/lib/p8-load.ts', planFile, resultFile],
    {
      NODE_ENV: 'production',
    },
  );
  const code = await child.exited;
  await child.stop();
  if (code !== 0 || !fs.existsSync(resultFile)) {
    throw new Error(`the load generator ended with ${code}:\n${child.output()}`);
  }
  const result = JSON.parse(fs.readFileSync(resultFile, 'utf8')) as TLoadResult;
  if (result.failures.length > 0) {
    throw new Error(`${result.failures.length} reviewers failed; the first: ${result.failures[0]}`);
  }
  return result;
}

type TLatency = { p50: number; p99: number; count: number };

/** Nearest-rank percentiles of one kind of request in one phase. */
function latency(result: TLoadResult, kind: TRequestKind, phase: TPhase, firstOnly = false): TLatency {
  const ms = result.requests
    .filter(([k, p, , first]) => k === kind && p === phase && (!firstOnly || first === 1))
    .map(([, , m]) => m)
    .sort((a, b) => a - b);
  const at = (q: number) => (ms.length === 0 ? NaN : ms[Math.max(0, Math.ceil(q * ms.length) - 1)]!);
  return { p50: at(0.5), p99: at(0.99), count: ms.length };
}

// ---- Exactly once, in the database ----

type TOnce = { approved: number; ignored: number; doubled: number; lost: number; problems: string[] };

/** The seeded pending drafts of a group, before its run. */
async function pendingIds(url: string, label: string): Promise<Set<string>> {
  const rows = await adminRows(url, `SELECT id FROM replies WHERE user_id LIKE $1 AND status = 'pending'`, [
    groupPattern(label),
  ]);
  return new Set(rows.map((r) => String(r.id)));
}

async function checkExactlyOnce(
  url: string,
  label: string,
  seeded: Set<string>,
  result: TLoadResult,
): Promise<TOnce> {
  const problems: string[] = [];
  const rows = (await adminRows(
    url,
    `SELECT id, status, counted_at IS NOT NULL AS counted FROM replies WHERE user_id LIKE $1`,
    [groupPattern(label)],
  )) as { id: string; status: string; counted: boolean }[];
  const status = new Map(rows.filter((r) => seeded.has(r.id)).map((r) => [r.id, r]));
  const announced = await adminRows(
    url,
    `SELECT payload->>'reply_id' AS id, count(*) AS n FROM user_events
     WHERE user_id LIKE $1 AND type = 'reply.scheduled' GROUP BY 1`,
    [groupPattern(label)],
  );
  const events = new Map(announced.map((r) => [String(r.id), Number(r.n)]));
  const approved = new Set(result.approved);
  const ignored = new Set(result.ignored);
  // Doubled: one approval acknowledged twice, an approval announced twice, or a draft scheduled or
  // announced that no answer acknowledged (an approval nobody asked for, or a retry's twin).
  let doubled = result.approved.length - approved.size + (result.ignored.length - ignored.size);
  for (const [id, n] of events) {
    if (n > 1) doubled += n - 1;
    if (!approved.has(id)) doubled += 1;
  }
  for (const [id, row] of status) {
    if (row.status === 'scheduled' && !approved.has(id)) doubled += 1;
    if (row.status === 'rejected' && !ignored.has(id)) doubled += 1;
  }
  // Lost: an acknowledged approval whose draft is not scheduled, counted and announced; an
  // acknowledged ignore whose draft is not rejected.
  let lost = 0;
  for (const id of approved) {
    const row = status.get(id);
    if (!row || row.status !== 'scheduled' || !row.counted || (events.get(id) ?? 0) === 0) lost += 1;
  }
  for (const id of ignored) if (status.get(id)?.status !== 'rejected') lost += 1;
  const left = [...status.values()].filter((r) => r.status === 'pending').length;
  if (left > 0) problems.push(`${left} drafts still pending after every stack answered empty`);
  if (approved.size + ignored.size !== seeded.size) {
    problems.push(`${approved.size + ignored.size} decisions acknowledged for ${seeded.size} seeded drafts`);
  }
  if (doubled > 0) problems.push(`${doubled} approvals or ignores doubled`);
  if (lost > 0) problems.push(`${lost} acknowledged approvals or ignores lost`);
  return { approved: approved.size, ignored: ignored.size, doubled, lost, problems };
}

// ---- Figures ----

const ms = (n: number) => (n >= 10 ? n.toFixed(0) : n.toFixed(1));

function loadFigures(group: TReviewerGroup, result: TLoadResult, once: TOnce, quick: boolean): TFigure[] {
  const judged = !quick && group.count >= GOAL_REVIEWERS;
  const goal = group.count >= GOAL_REVIEWERS ? `< ${GOAL_P99_MS} ms` : null;
  const who = `${group.count} reviewers`;
  const decidingSeconds = (result.decidingToUs - result.decidingFromUs) / 1e6;
  const decisions = once.approved + once.ignored;
  const figure = (name: string, l: TLatency, extra = ''): TFigure => ({
    bench: 'P8',
    name: `${who}: ${name} p99`,
    value: l.p99,
    unit: 'ms',
    goal,
    ok: judged && goal ? l.p99 < GOAL_P99_MS : null,
    note: `p50 ${ms(l.p50)} ms; ${l.count.toLocaleString('en-US')} requests${extra}`,
  });
  return [
    figure(
      'opening the app (GET /api/session)',
      latency(result, 'session', 'deciding'),
      '; once per reviewer, on arrival: the session verified, and renewed when a day old',
    ),
    figure(
      'read, deciding',
      latency(result, 'read', 'deciding'),
      `; ${group.cards} cards per stack; each reviewer's first read (arriving, nothing cached): ` +
        `p99 ${ms(latency(result, 'read', 'deciding', true).p99)} ms`,
    ),
    figure(
      'approve, deciding',
      latency(result, 'approve', 'deciding'),
      `; ${decisions.toLocaleString('en-US')} decisions in ${decidingSeconds.toFixed(0)} s ` +
        `(${(decisions / decidingSeconds).toFixed(0)}/s)`,
    ),
    figure('ignore, deciding', latency(result, 'ignore', 'deciding')),
    figure(
      'read, idle (stacks empty)',
      latency(result, 'read', 'idle'),
      '; each reviewer once its stack is empty',
    ),
    {
      bench: 'P8',
      name: `${who}: approvals doubled + lost`,
      value: once.doubled + once.lost,
      unit: '',
      goal: '0 doubled / 0 lost',
      ok: quick ? null : once.doubled + once.lost === 0,
      note:
        `${once.doubled} doubled, ${once.lost} lost; ${once.approved} approvals and ${once.ignored} ignores ` +
        "acknowledged, each found once in the database (status, counted_at, one 'reply.scheduled' event)",
    },
  ];
}

function roundTripFigures(counts: TCounts): TFigure[] {
  const how =
    `PostgreSQL protocol messages that await an answer (Query, Sync) sent by the server, counted by a ` +
    `relay in front of a second server, one call at a time after a warm-up`;
  const figure = (name: string, windows: TWireWindow[], note: string): TFigure => {
    const trips = windows.map((w) => w.roundTrips);
    return {
      bench: 'P8',
      name: `database round trips per ${name}`,
      value: median(trips),
      unit: '',
      goal: null,
      ok: null,
      note: `median of ${trips.length} (${Math.min(...trips)}–${Math.max(...trips)}); ${note}`,
    };
  };
  return [
    figure('approval', counts.approve, how),
    figure('ignore', counts.ignore, 'counted the same way'),
    figure('read (stack changed)', counts.readChanged, 'the read after a decision'),
    figure('read (stack unchanged)', counts.readKept, 'answered from the review stack cache'),
  ];
}

function printStatements(counts: TCounts): void {
  for (const kind of ['approve', 'ignore'] as const) {
    const last = counts[kind].at(-1);
    if (!last) continue;
    console.log(
      `P8 statements of one ${kind === 'approve' ? 'approval' : 'ignore'} (${last.roundTrips} round trips):`,
    );
    last.statements.forEach((s, i) => console.log(`  ${i + 1}. ${s}`));
  }
}

// ---- The run ----

async function run({ quick }: TBenchOptions): Promise<TFigure[] | { skipped: string }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return { skipped: 'needs PostgreSQL (DATABASE_URL): the production setting it measures' };
  const s = settings(quick);
  const cpuProfileDir =
    process.env.P8_CPU_PROF === '1' ? fs.mkdtempSync(path.join(os.tmpdir(), 'gatling-p8-prof-')) : null;
  const folder = temporaryFolder('gatling-bench-p8-');
  const scratch = await createScratchDatabase(adminUrl);
  const figures: TFigure[] = [];
  let database: TDatabase | null = null;
  try {
    database = await openDatabase({ url: scratch.url, dataDir: null });
    await database.migrate();
    const calibration: TReviewerGroup = {
      label: 'cal',
      count: 1,
      cards: 2 * s.calibrations + 2,
      history: 20,
    };
    const reviewers = await seedReviewers(database, [calibration, ...s.groups]);
    await database.close();
    database = null;
    const seeded = new Map<string, Set<string>>();
    for (const group of s.groups) seeded.set(group.label, await pendingIds(scratch.url, group.label));

    // The measured server and the counted one boot side by side; the counted one is gone before any load.
    const wire = await startWireCounter(scratch.url);
    const env = { DATA_DIR: folder.path };
    const [server, counting] = await Promise.all([
      startServer({ ...env, DATABASE_URL: scratch.url }, cpuProfileDir),
      startServer({ ...env, DATABASE_URL: wire.url }, null),
    ]);
    let counts: TCounts;
    try {
      counts = await countRoundTrips(counting.base, reviewers.get('cal')![0]!, wire, s.calibrations);
    } finally {
      await counting.child.stop();
      await wire.stop();
    }
    if (process.env.P8_SHOW_SQL === '1') printStatements(counts);

    let profiled: TLoadResult | null = null;
    try {
      for (const [i, group] of s.groups.entries()) {
        const result = await runLoad(server.base, reviewers.get(group.label)!, s.idleMs, 8 + i, folder.path);
        const once = await checkExactlyOnce(scratch.url, group.label, seeded.get(group.label)!, result);
        if (once.problems.length > 0) {
          throw new Error(`${group.count} reviewers: not exactly once: ${once.problems.join('; ')}`);
        }
        figures.push(...loadFigures(group, result, once, quick));
        profiled = result;
      }
    } finally {
      await server.child.stop();
    }
    figures.push(...roundTripFigures(counts));

    if (cpuProfileDir && profiled) {
      const file = fs.readdirSync(cpuProfileDir).find((f) => f.endsWith('.cpuprofile'));
      if (!file) throw new Error(`P8_CPU_PROF: no profile in ${cpuProfileDir}`);
      const summary = summariseProfile(
        path.join(cpuProfileDir, file),
        profiled.decidingFromUs,
        profiled.decidingToUs,
      );
      console.log(`P8 deciding phase of the last run:\n${summary.join('\n')}`);
      // The arrival alone: everyone opening the app and reading a stack nothing has cached yet.
      const arrival = summariseProfile(
        path.join(cpuProfileDir, file),
        profiled.decidingFromUs,
        profiled.decidingFromUs + (ARRIVAL_MS + 1_000) * 1000,
      );
      console.log(`P8 arrival of the last run (its first ${ARRIVAL_MS + 1_000} ms):\n${arrival.join('\n')}`);
    }
    return figures;
  } finally {
    await database?.close();
    await scratch.drop();
    folder.remove();
  }
}

export const benchmark: TBenchmark = {
  id: 'P8',
  title: 'Many reviewers deciding at once (open, read, approve, ignore)',
  run,
};
