// P1: the review stack, GET /api/interactions/pending, measured from outside with autocannon
// against the real app served over HTTP by a child process (production settings, no worker), on
// PGlite and, when DATABASE_URL is set, on PostgreSQL (a fresh database, dropped after), with
// GET /healthz through the app beside it. Each is judged against a bare Hono server answering the
// app's own answers (status, headers and body, captured first) from memory: the ceiling, loaded in
// alternating rounds with the app. The load generator shares the machine (2 cores in CI) and is
// single-threaded: the ceiling is what this machine can measure, not all Node could serve.
//
// The data is written before the app starts, straight into its database with SQL: 100,000 replies
// (10,000 with --quick), of which 30 are the benchmark user's pending drafts; the rest are the
// user's own reviewed and published replies (with outcomes, so the source records are computed) and
// other users' replies of every status.
//
// The bearer token: the benchmark user and its session are rows written here too, the session's
// token stored as the app stores it (hashSessionToken) and signed as the app signs it
// (signedSessionToken) under the AUTH_SECRET the child is started with. Signing up through the API
// instead would need the dev outbox, which production turns off, so a second boot in development
// just to sign up; importing the app's own two functions keeps the token in step with the app, and
// the first request checks it: 200 with exactly the 30 pending drafts, or the benchmark throws.
//
// One file, long as it is: the data, the token, the captured ceiling and the alternating loads are
// the steps of one measurement, and read in the order they run.
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { hashSessionToken } from '../apps/server/src/auth/hashed-session-tokens';
import { ensureProfile } from '../apps/server/src/auth/ensure-profile';
import { signedSessionToken } from '../apps/server/src/auth/session';
import { openDatabase, type TDatabase } from '../apps/server/src/db/client';
import { sessions, users } from '../apps/server/src/db/schema/auth';
import type { TCeilingRoutes } from './lib/ceiling-server';
import { measureLoad, type TLoad } from './lib/load';
import { seededReplySql } from './lib/seed-reply-sql';
import { median } from './lib/median';
import {
  BENCH_AUTH_SECRET,
  freePort,
  productionServerEnv,
  startApiServer,
  startChild,
  temporaryFolder,
  waitUntilOk,
  type TChild,
} from './lib/processes';
import { createScratchDatabase } from './lib/scratch-postgres';
import type { TBenchmark, TBenchOptions, TFigure } from './lib/result';

const PENDING_PATH = '/api/interactions/pending';
/** Headers Node's HTTP server writes itself, for the ceiling as for the app. */
const NODE_OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
const PENDING_ROWS = 30;
const OTHER_USERS = 99;
const BATCH = 10_000;

type TLoadSettings = { connections: number; seconds: number; warmupSeconds: number; rounds: number };

// The machine's speed drifts by a third from one minute to the next (a shared virtual machine):
// the app and its ceiling are measured in alternating rounds, and each ratio is the median of the
// rounds' own ratios, so drift moves both sides of it alike.
const settings = (quick: boolean): TLoadSettings =>
  quick
    ? { connections: 10, seconds: 1, warmupSeconds: 0, rounds: 1 }
    : { connections: 50, seconds: 4, warmupSeconds: 2, rounds: 5 };

/** Writes the benchmark user, its session and `rows` replies; answers the bearer header value. */
async function seed(database: TDatabase, rows: number): Promise<string> {
  await database.migrate();
  const { db } = database;
  const userId = randomUUID();
  const email = 'bench@example.com';
  await db.insert(users).values({ id: userId, name: 'bench', email, emailVerified: true });
  await ensureProfile(db, { id: userId, email });
  const token = randomBytes(24).toString('base64url');
  await db.insert(sessions).values({
    id: randomUUID(),
    token: hashSessionToken(token),
    userId,
    expiresAt: new Date(Date.now() + 7 * 24 * 60 * 60_000),
  });
  await database.exec(`
    INSERT INTO users (id, name, email, email_verified)
    SELECT 'bench-other-' || i, 'other ' || i, 'other' || i || '@example.com', true
    FROM generate_series(1, ${OTHER_USERS}) AS i`);

  // Rows 1..30: the user's pending drafts (the oldest first: the list's order). The next 1% of the
  // rows: the user's own reviewed replies, a quarter of them published in the last 30 days. The
  // rest: the other users', every fourth one pending.
  const own = Math.round(rows / 100);
  const statuses = `(ARRAY['published','rejected','scheduled','cancelled'])[1 + i % 4]`;
  for (let from = 1; from <= rows; from += BATCH) {
    const to = Math.min(rows, from + BATCH - 1);
    await database.exec(`
      INSERT INTO replies (user_id, post_id, post, post_author_id, source_kind, source_value, score,
        reason, suggested_response, original_draft, final_text, status, delivery, created_at,
        reviewed_at, published_at)
      SELECT
        CASE WHEN i <= ${PENDING_ROWS + own} THEN '${userId}' ELSE 'bench-other-' || (1 + i % ${OTHER_USERS}) END,
        ${seededReplySql('i', { ageOf: `${rows} - i`, authors: 500, coreUsers: 50, keywords: 10 })},
        CASE WHEN i <= ${PENDING_ROWS} OR (i > ${PENDING_ROWS + own} AND i % 4 = 0) THEN NULL
             ELSE 'Lucia or Better Auth, depending on how much you want to own.' END,
        CASE WHEN i <= ${PENDING_ROWS} OR (i > ${PENDING_ROWS + own} AND i % 4 = 0) THEN 'pending'
             ELSE ${statuses} END,
        'intent',
        now() - make_interval(secs => ${rows} - i),
        CASE WHEN i <= ${PENDING_ROWS} OR (i > ${PENDING_ROWS + own} AND i % 4 = 0) THEN NULL
             ELSE now() - make_interval(secs => ${rows} - i) END,
        CASE WHEN i > ${PENDING_ROWS} AND NOT (i > ${PENDING_ROWS + own} AND i % 4 = 0)
              AND ${statuses} = 'published' THEN now() - make_interval(mins => i % (60 * 24 * 29)) END
      FROM generate_series(${from}, ${to}) AS i`);
  }
  await database.exec(`
    INSERT INTO reply_outcomes (reply_id, user_id, likes, replies, reposts, quotes, impressions,
      author_replied, reads, read_at)
    SELECT id, user_id, length(post_id) % 9, length(post_id) % 3, 1, 0, 400, false, 1, now()
    FROM replies WHERE status = 'published'`);
  await database.exec('ANALYZE');
  return `Bearer ${signedSessionToken(token, BENCH_AUTH_SECRET)}`;
}

type TServed = { base: string; child: TChild };

async function serveApp(env: Record<string, string>): Promise<TServed> {
  const port = await freePort();
  const child = startApiServer({ ...productionServerEnv(port), ...env });
  const base = `http://127.0.0.1:${port}`;
  await waitUntilOk(`${base}/healthz`, child, { timeoutMs: 60_000 });
  return { base, child };
}

/** The bytes the app answers, checked: the pending list must be the user's 30 drafts. */
async function captureAnswers(base: string, bearer: string): Promise<TCeilingRoutes> {
  const routes: TCeilingRoutes = {};
  for (const [route, headers] of [
    [PENDING_PATH, { authorization: bearer }],
    ['/healthz', {}],
  ] as const) {
    const res = await fetch(`${base}${route}`, { headers });
    const body = Buffer.from(await res.arrayBuffer());
    if (res.status !== 200)
      throw new Error(`${route} answered ${res.status}: ${body.toString().slice(0, 300)}`);
    if (route === PENDING_PATH) {
      const count = (JSON.parse(body.toString()) as { interactions: unknown[] }).interactions.length;
      if (count !== PENDING_ROWS) throw new Error(`${route} listed ${count} drafts, not ${PENDING_ROWS}`);
    }
    // The whole answer is served again: its status, its headers (the security headers and request id
    // included) and its body. Node adds its own (date, connection, length) to both alike.
    const answered: Record<string, string> = {};
    res.headers.forEach((value, name) => {
      if (!NODE_OWN_HEADERS.has(name)) answered[name] = value;
    });
    routes[route] = { headers: answered, body: body.toString('base64') };
  }
  return routes;
}

/** Requests given up after 10 s are not in the latency figures: say how many there were. */
const timedOut = (l: TLoad) => (l.timeouts > 0 ? `; ${l.timeouts} timed out (> 10 s, not in p99)` : '');

const reqs = (n: number) => Math.round(n).toLocaleString('en-US');

/** Rounds of one load: the median rate and p50, the worst p99, the sums of the counts. */
function combined(rounds: TLoad[]): TLoad {
  return {
    requestsPerSecond: median(rounds.map((r) => r.requestsPerSecond)),
    p50Ms: median(rounds.map((r) => r.p50Ms)),
    p99Ms: Math.max(...rounds.map((r) => r.p99Ms)),
    total: rounds.reduce((sum, r) => sum + r.total, 0),
    timeouts: rounds.reduce((sum, r) => sum + r.timeouts, 0),
  };
}

type TVersus = { target: TLoad; ceiling: TLoad; ratio: number };

/** `target` and `ceiling` loaded in alternating rounds (after a warm-up of each). */
async function versus(
  target: { url: string; headers?: Record<string, string> },
  ceilingUrl: string,
  s: TLoadSettings,
): Promise<TVersus> {
  const once = (url: string, seconds: number, headers: Record<string, string> = {}) =>
    measureLoad({ url, headers, connections: s.connections, seconds });
  if (s.warmupSeconds > 0) {
    await once(ceilingUrl, s.warmupSeconds);
    await once(target.url, s.warmupSeconds, target.headers);
  }
  const targets: TLoad[] = [];
  const ceilings: TLoad[] = [];
  for (let round = 0; round < s.rounds; round++) {
    ceilings.push(await once(ceilingUrl, s.seconds));
    targets.push(await once(target.url, s.seconds, target.headers));
  }
  return {
    target: combined(targets),
    ceiling: combined(ceilings),
    ratio: median(targets.map((t, i) => t.requestsPerSecond / ceilings[i]!.requestsPerSecond)),
  };
}

/**
 * The app's pending list and /healthz, each against bare Hono serving the app's own answer (its
 * bytes captured first), in alternating rounds.
 */
async function measureApp(base: string, bearer: string, dir: string, s: TLoadSettings) {
  const file = path.join(dir, 'ceiling.json');
  fs.writeFileSync(file, JSON.stringify(await captureAnswers(base, bearer)));
  const port = await freePort();
  const child = startChild(process.execPath, ['--import', 'tsx', 'bench/lib/ceiling-server.ts'], {
    PORT: String(port),
    CEILING_FILE: file,
    NODE_ENV: 'production',
  });
  try {
    const ceiling = `http://127.0.0.1:${port}`;
    await waitUntilOk(`${ceiling}/healthz`, child, { timeoutMs: 30_000 });
    return {
      pending: await versus(
        { url: `${base}${PENDING_PATH}`, headers: { authorization: bearer } },
        `${ceiling}${PENDING_PATH}`,
        s,
      ),
      healthz: await versus({ url: `${base}/healthz` }, `${ceiling}/healthz`, s),
    };
  } finally {
    await child.stop();
  }
}

type TMeasured = Awaited<ReturnType<typeof measureApp>>;

/** The figures of one database: pending and /healthz through the app, judged against the ceiling. */
function figuresOf(
  kind: 'PGlite' | 'PostgreSQL',
  measured: TMeasured,
  rows: number,
  s: TLoadSettings,
  quick: boolean,
): TFigure[] {
  const judge = (ok: boolean) => (quick ? null : ok);
  const { pending, healthz } = measured;
  const against = (v: TVersus) =>
    `${v.ratio.toFixed(2)}× ceiling (${reqs(v.ceiling.requestsPerSecond)} req/s)`;
  const data = `${rows.toLocaleString('en-US')} replies, ${PENDING_ROWS} pending for the user`;
  const how = `${s.rounds} × ${s.seconds} s rounds at ${s.connections} connections`;
  return [
    {
      bench: 'P1',
      name: `ceiling for ${kind}: pending / /healthz`,
      value: pending.ceiling.requestsPerSecond,
      unit: 'req/s',
      goal: null,
      ok: null,
      note: `/healthz ${reqs(healthz.ceiling.requestsPerSecond)} req/s; bare Hono sending the app's own answers; ${how}`,
    },
    kind === 'PostgreSQL'
      ? {
          bench: 'P1',
          name: `pending, PostgreSQL`,
          value: pending.target.requestsPerSecond,
          unit: 'req/s',
          goal: '≥ 0.2× ceiling',
          ok: judge(pending.ratio >= 0.2),
          note: `${against(pending)}; ${data}`,
        }
      : {
          bench: 'P1',
          name: `pending, PGlite`,
          value: pending.target.requestsPerSecond,
          unit: 'req/s',
          goal: '≥ 2,000 req/s',
          ok: judge(pending.target.requestsPerSecond >= 2000),
          note:
            `${against(pending)}; ${data}` +
            (process.env.DATABASE_URL ? '' : '; PostgreSQL not measured: DATABASE_URL is not set'),
        },
    {
      bench: 'P1',
      name: `pending p99, ${kind}`,
      value: pending.target.p99Ms,
      unit: 'ms',
      goal: kind === 'PostgreSQL' ? '< 25 ms' : null,
      ok: kind === 'PostgreSQL' ? judge(pending.target.p99Ms < 25) : null,
      note: `worst round; p50 ${pending.target.p50Ms} ms; ceiling p99 ${pending.ceiling.p99Ms} ms${timedOut(pending.target)}`,
    },
    {
      bench: 'P1',
      name: `/healthz, ${kind}`,
      value: healthz.target.requestsPerSecond,
      unit: 'req/s',
      goal: '≥ 0.6× ceiling',
      ok: judge(healthz.ratio >= 0.6),
      note: `${against(healthz)}; p99 ${healthz.target.p99Ms} ms${timedOut(healthz.target)}`,
    },
  ];
}

async function run({ quick }: TBenchOptions): Promise<TFigure[]> {
  const s = settings(quick);
  const rows = quick ? 10_000 : 100_000;
  const folder = temporaryFolder('gatling-bench-p1-');
  const dir = folder.path;
  const figures: TFigure[] = [];
  try {
    // PGlite: the data folder is written here, closed, then opened by the app (PGlite is single-process).
    const local = await openDatabase({ dataDir: dir });
    let bearer: string;
    try {
      bearer = await seed(local, rows);
    } finally {
      await local.close();
    }
    {
      const app = await serveApp({ DATA_DIR: dir });
      try {
        figures.push(...figuresOf('PGlite', await measureApp(app.base, bearer, dir, s), rows, s, quick));
      } finally {
        await app.child.stop();
      }
    }

    const baseUrl = process.env.DATABASE_URL;
    if (baseUrl) {
      const scratch = await createScratchDatabase(baseUrl);
      try {
        const remote = await openDatabase({ url: scratch.url, dataDir: null });
        try {
          bearer = await seed(remote, rows);
        } finally {
          await remote.close();
        }
        const app = await serveApp({ DATABASE_URL: scratch.url, DATA_DIR: dir });
        try {
          const measured = await measureApp(app.base, bearer, dir, s);
          figures.push(...figuresOf('PostgreSQL', measured, rows, s, quick));
        } finally {
          await app.child.stop();
        }
      } finally {
        await scratch.drop();
      }
    }
    return figures;
  } finally {
    folder.remove();
  }
}

export const benchmark: TBenchmark = {
  id: 'P1',
  title: 'The review stack under load (GET /api/interactions/pending)',
  run,
};
