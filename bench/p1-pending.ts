// P1: the review stack, GET /api/interactions/pending, measured from outside with autocannon
// against the real app served over HTTP by a child process (production settings, no worker), on
// PGlite and, when DATABASE_URL is set, on PostgreSQL (a fresh database, dropped after). Beside it,
// in the same run: a bare Hono server answering the same bytes from memory (the ceiling) and
// GET /healthz through the app. The load generator shares the machine (2 cores in CI) and is
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
const PENDING_ROWS = 30;
const OTHER_USERS = 99;
const BATCH = 10_000;

type TLoadSettings = { connections: number; seconds: number; warmupSeconds: number };

const settings = (quick: boolean): TLoadSettings =>
  quick
    ? { connections: 10, seconds: 1, warmupSeconds: 0 }
    : { connections: 50, seconds: 10, warmupSeconds: 2 };

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
        (1900000000000000000 + i)::text,
        jsonb_build_object(
          'id', (1900000000000000000 + i)::text,
          'text', 'Shipping a side project this weekend (' || i || '). What do you use for auth these days? ' ||
                  'Looking for something that will not lock me in.',
          'created_at', to_char(now() - make_interval(secs => ${rows} - i + 3600), 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
          'reactions', jsonb_build_object('likes', i % 97, 'replies', i % 13, 'retweets', i % 7, 'views', 1000 + i % 5000),
          'author', jsonb_build_object('username', 'maker_' || (i % 500), 'name', 'Maker ' || (i % 500), 'avatar_url', null),
          'media', null,
          'tweet_type', 'SINGLE',
          'original_tweet', null,
          'url', 'https://x.com/maker_' || (i % 500) || '/status/' || (1900000000000000000 + i)::text),
        (1000 + i % 500)::text,
        CASE WHEN i % 5 = 0 THEN 'core_user' ELSE 'keyword' END,
        CASE WHEN i % 5 = 0 THEN 'maker_' || (i % 50) ELSE 'side project auth ' || (i % 10) END,
        50 + i % 50,
        'Asks for tool advice in the audience',
        'Lucia or Better Auth, depending on how much you want to own. Both are fine for a weekend.',
        'Lucia or Better Auth, depending on how much you want to own. Both are fine for a weekend.',
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
    routes[route] = { contentType: res.headers.get('content-type') ?? '', body: body.toString('base64') };
  }
  return routes;
}

async function load(url: string, load: TLoadSettings, headers: Record<string, string> = {}): Promise<TLoad> {
  if (load.warmupSeconds > 0) {
    await measureLoad({ url, headers, connections: load.connections, seconds: load.warmupSeconds });
  }
  return measureLoad({ url, headers, connections: load.connections, seconds: load.seconds });
}

/** Requests given up after 10 s are not in the latency figures: say how many there were. */
const timedOut = (l: TLoad) => (l.timeouts > 0 ? `; ${l.timeouts} timed out (> 10 s, not in p99)` : '');

const reqs = (n: number) => Math.round(n).toLocaleString('en-US');

async function measureCeiling(routes: TCeilingRoutes, dir: string, s: TLoadSettings) {
  const file = path.join(dir, 'ceiling.json');
  fs.writeFileSync(file, JSON.stringify(routes));
  const port = await freePort();
  const child = startChild(process.execPath, ['--import', 'tsx', 'bench/lib/ceiling-server.ts'], {
    PORT: String(port),
    CEILING_FILE: file,
    NODE_ENV: 'production',
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitUntilOk(`${base}/healthz`, child, { timeoutMs: 30_000 });
    return { pending: await load(`${base}${PENDING_PATH}`, s), healthz: await load(`${base}/healthz`, s) };
  } finally {
    await child.stop();
  }
}

type TCeiling = Awaited<ReturnType<typeof measureCeiling>>;

/** The figures of one database: pending and /healthz through the app, judged against the ceiling. */
function figuresOf(
  kind: 'PGlite' | 'PostgreSQL',
  measured: { pending: TLoad; healthz: TLoad },
  ceiling: TCeiling,
  rows: number,
  quick: boolean,
): TFigure[] {
  const judge = (ok: boolean) => (quick ? null : ok);
  const ratio = (a: TLoad, b: TLoad) => a.requestsPerSecond / b.requestsPerSecond;
  const pendingRatio = ratio(measured.pending, ceiling.pending);
  const healthzRatio = ratio(measured.healthz, ceiling.healthz);
  const data = `${rows.toLocaleString('en-US')} replies, ${PENDING_ROWS} pending for the user`;
  const pending: TFigure =
    kind === 'PostgreSQL'
      ? {
          bench: 'P1',
          name: `pending, PostgreSQL`,
          value: measured.pending.requestsPerSecond,
          unit: 'req/s',
          goal: '≥ 0.2× ceiling',
          ok: judge(pendingRatio >= 0.2),
          note: `${pendingRatio.toFixed(2)}× ceiling (${reqs(ceiling.pending.requestsPerSecond)} req/s); ${data}`,
        }
      : {
          bench: 'P1',
          name: `pending, PGlite`,
          value: measured.pending.requestsPerSecond,
          unit: 'req/s',
          goal: '≥ 2,000 req/s',
          ok: judge(measured.pending.requestsPerSecond >= 2000),
          note:
            `${pendingRatio.toFixed(2)}× ceiling (${reqs(ceiling.pending.requestsPerSecond)} req/s); ${data}` +
            (process.env.DATABASE_URL ? '' : '; PostgreSQL not measured: DATABASE_URL is not set'),
        };
  return [
    pending,
    {
      bench: 'P1',
      name: `pending p99, ${kind}`,
      value: measured.pending.p99Ms,
      unit: 'ms',
      goal: kind === 'PostgreSQL' ? '< 25 ms' : null,
      ok: kind === 'PostgreSQL' ? judge(measured.pending.p99Ms < 25) : null,
      note: `p50 ${measured.pending.p50Ms} ms; ceiling p99 ${ceiling.pending.p99Ms} ms${timedOut(measured.pending)}`,
    },
    {
      bench: 'P1',
      name: `/healthz, ${kind}`,
      value: measured.healthz.requestsPerSecond,
      unit: 'req/s',
      goal: '≥ 0.6× ceiling',
      ok: judge(healthzRatio >= 0.6),
      note: `${healthzRatio.toFixed(2)}× ceiling (${reqs(ceiling.healthz.requestsPerSecond)} req/s); p99 ${measured.healthz.p99Ms} ms${timedOut(measured.healthz)}`,
    },
  ];
}

async function run({ quick }: TBenchOptions): Promise<TFigure[]> {
  const s = settings(quick);
  const rows = quick ? 10_000 : 100_000;
  const folder = temporaryFolder('gatling-bench-p1-');
  const dir = folder.path;
  const figures: TFigure[] = [];
  const conn = `${s.connections} connections, ${s.seconds} s`;
  try {
    // PGlite: the data folder is written here, closed, then opened by the app (PGlite is single-process).
    const local = await openDatabase({ dataDir: dir });
    let bearer: string;
    try {
      bearer = await seed(local, rows);
    } finally {
      await local.close();
    }
    let ceiling: TCeiling;
    {
      const app = await serveApp({ DATA_DIR: dir });
      try {
        // The ceiling runs while the app idles (no worker, no monitoring): the same bytes, from memory.
        ceiling = await measureCeiling(await captureAnswers(app.base, bearer), dir, s);
        figures.push(
          {
            bench: 'P1',
            name: 'ceiling: bare Hono, pending bytes',
            value: ceiling.pending.requestsPerSecond,
            unit: 'req/s',
            goal: null,
            ok: null,
            note: `p99 ${ceiling.pending.p99Ms} ms; ${conn}`,
          },
          {
            bench: 'P1',
            name: 'ceiling: bare Hono, /healthz bytes',
            value: ceiling.healthz.requestsPerSecond,
            unit: 'req/s',
            goal: null,
            ok: null,
            note: `p99 ${ceiling.healthz.p99Ms} ms`,
          },
        );
        const measured = {
          pending: await load(`${app.base}${PENDING_PATH}`, s, { authorization: bearer }),
          healthz: await load(`${app.base}/healthz`, s),
        };
        figures.push(...figuresOf('PGlite', measured, ceiling, rows, quick));
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
          await captureAnswers(app.base, bearer);
          const measured = {
            pending: await load(`${app.base}${PENDING_PATH}`, s, { authorization: bearer }),
            healthz: await load(`${app.base}/healthz`, s),
          };
          figures.push(...figuresOf('PostgreSQL', measured, ceiling, rows, quick));
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
