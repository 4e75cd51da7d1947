// P3: 10,000 approved replies due at once, drained by two real worker processes (`npm run worker`)
// on PostgreSQL, posting through the sandbox network's API. Runs in a fresh database beside the one
// DATABASE_URL names (created, migrated, dropped after); skipped without DATABASE_URL, since worker
// processes need PostgreSQL. Users sign up and connect sandbox identities through the app's routes
// (in this process); the replies and the posts they answer (which mention the identity, so the API
// may reply) are inserted directly, as approving would leave them. The clock starts when the
// workers are spawned (their boot counts) and stops when no row is scheduled or publishing.
import { randomBytes } from 'node:crypto';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { createApp } from '../apps/server/src/app';
import { chooseServices } from '../apps/server/src/boot';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase, type TDb } from '../apps/server/src/db/client';
import { replies } from '../apps/server/src/db/schema/replies';
import { sandboxPosts } from '../apps/server/src/db/schema/sandbox';
import { createLogger } from '../apps/server/src/lib/logger';
import { createScratchDatabase } from './lib/scratch-postgres';
import { seedDueReplies, type TSeeded } from './lib/p3-seed';
import { startWorker, stopWorker, type TWorkerProcess } from './lib/p3-workers';
import { connectedUser, type TConnectedUser } from './lib/p2-sandbox-user';
import type { TBenchmark, TFigure } from './lib/result';

const AUTH_SECRET = 'bench-secret-bench-secret-bench-secret!!';
/** 32 bytes, hex: the bench seals the connections' tokens with it, the workers open them with it. */
const TOKEN_KEY = 'be'.repeat(32);
const WORKERS = 2;
/** Setting up users in parallel (sign-up hashes a password). */
const SETUP_CONCURRENCY = 4;
const POLL_MS = 200;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

async function mapLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i]!);
    }
  });
  await Promise.all(lanes);
  return out;
}

/** Rows of the seeded users by status. */
async function statusCounts(db: TDb, userIds: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ status: replies.status, n: count() })
    .from(replies)
    .where(inArray(replies.userId, userIds))
    .groupBy(replies.status);
  return new Map(rows.map((r) => [r.status, r.n]));
}

const undrained = (c: Map<string, number>) => (c.get('scheduled') ?? 0) + (c.get('publishing') ?? 0);

/**
 * Sandbox replies by one identity to one post beyond the first (posted twice), and published rows
 * sharing a published post id (one post taken as two publications).
 */
async function duplicates(db: TDb, seeded: TSeeded[]): Promise<{ posted: number; rows: number }> {
  const postIds = seeded.map((s) => s.postId);
  let posted = 0;
  for (let i = 0; i < postIds.length; i += 1000) {
    const [row] = await db.select({ extra: sql<number>`coalesce(sum(n - 1), 0)::int` }).from(
      db
        .select({ n: count().as('n') })
        .from(sandboxPosts)
        .where(inArray(sandboxPosts.inReplyToPostId, postIds.slice(i, i + 1000)))
        .groupBy(sandboxPosts.authorId, sandboxPosts.inReplyToPostId)
        .as('per_target'),
    );
    posted += row?.extra ?? 0;
  }
  const userIds = [...new Set(seeded.map((s) => s.userId))];
  const [shared] = await db
    .select({ rows: count(), distinct: sql<number>`count(distinct ${replies.publishedPostId})::int` })
    .from(replies)
    .where(and(inArray(replies.userId, userIds), eq(replies.status, 'published')));
  return { posted, rows: (shared?.rows ?? 0) - (shared?.distinct ?? 0) };
}

async function run({ quick }: { quick: boolean }): Promise<TFigure[] | { skipped: string }> {
  const adminUrl = process.env.DATABASE_URL?.trim();
  if (!adminUrl) return { skipped: 'needs PostgreSQL (DATABASE_URL): worker processes cannot share PGlite' };
  // 50 each keeps every identity within the sandbox's (and X's) 100 posts per 24 hours.
  const users = quick ? 10 : 200;
  const each = 50;
  const total = users * each;

  const scratch = await createScratchDatabase(adminUrl);
  const workers: TWorkerProcess[] = [];
  const database = await openDatabase({ url: scratch.url, dataDir: null });
  try {
    await database.migrate();
    const db = database.db;
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_DISABLED: 'true',
      DATABASE_URL: scratch.url,
      AUTH_SECRET,
      TOKEN_ENCRYPTION_KEY: TOKEN_KEY,
    });
    const logger = createLogger('silent');
    const { app, events } = createApp({
      config,
      database,
      logger,
      authSecret: AUTH_SECRET,
      tokenKey: TOKEN_KEY,
      services: chooseServices({ config, db, logger }),
    });
    const request = app.request.bind(app);
    const tag = randomBytes(3).toString('hex');
    const setupStarted = performance.now();
    const connected: TConnectedUser[] = await mapLimited(
      Array.from({ length: users }, (_, i) => i),
      SETUP_CONCURRENCY,
      (i) => connectedUser(request, db, config.publicUrl, `p3-${tag}-${i}@example.com`, `p3${tag}u${i}`),
    );
    const seeded = await seedDueReplies(db, connected, each);
    await events.close();
    const setupSeconds = (performance.now() - setupStarted) / 1000;
    const userIds = connected.map((u) => u.userId);

    const started = performance.now();
    for (let w = 0; w < WORKERS; w += 1) {
      workers.push(
        startWorker({
          NODE_ENV: 'development',
          LOG_LEVEL: 'warn',
          DATABASE_URL: scratch.url,
          AUTH_SECRET,
          TOKEN_ENCRYPTION_KEY: TOKEN_KEY,
          SANDBOX_SEED: config.SANDBOX_SEED,
          MONITOR_INTERVAL_MINUTES: '0',
          PUBLISH_MIN_GAP_SECONDS: '0',
          PUBLISH_DELAY_SECONDS: '0',
        }),
      );
    }
    const deadlineMs = quick ? 120_000 : 600_000;
    let firstClaimS: number | null = null;
    let counts = await statusCounts(db, userIds);
    while (undrained(counts) > 0 && performance.now() - started < deadlineMs) {
      const dead = workers.find((w) => w.exited() !== null);
      if (dead) throw new Error(`a worker exited (${dead.exited()}): ${dead.output().slice(-1500)}`);
      await sleep(POLL_MS);
      counts = await statusCounts(db, userIds);
      if (firstClaimS === null && (counts.get('scheduled') ?? 0) < total) {
        firstClaimS = (performance.now() - started) / 1000;
      }
    }
    const seconds = (performance.now() - started) / 1000;
    const drained = undrained(counts) === 0;
    await Promise.all(workers.map((w) => stopWorker(w)));

    const dup = await duplicates(db, seeded);
    const published = counts.get('published') ?? 0;
    const lost = total - published;
    const byStatus = [...counts.entries()].map(([s, n]) => `${s} ${n}`).join(', ');
    const judged = (ok: boolean) => (quick ? null : ok);
    const warned = workers.reduce((n, w) => n + w.warnings(), 0);
    const lastWarning = workers
      .map((w) => w.output().trim().split('\n').at(-1) ?? '')
      .find((line) => line !== '');
    const boot = firstClaimS === null ? 'no row was claimed' : `first claim after ${round(firstClaimS, 1)} s`;
    return [
      {
        bench: 'P3',
        name: `${total} due replies drained by ${WORKERS} worker processes, PostgreSQL, sandbox API`,
        value: round(seconds, 2),
        unit: 's',
        goal: '< 60 s',
        ok: judged(drained && seconds < 60),
        note:
          `${drained ? 'drained' : `NOT drained within ${deadlineMs / 1000} s`}; from spawning the workers ` +
          `(${boot}, so about ${round(seconds - (firstClaimS ?? 0), 1)} s draining); ` +
          `${users} users × ${each} replies, delivery api, no dry send; setup ${round(setupSeconds, 1)} s` +
          `; workers logged ${warned} warnings or errors` +
          (lastWarning ? ` (last: ${lastWarning.slice(0, 300)})` : ''),
      },
      {
        bench: 'P3',
        name: 'throughput',
        value: round(published / seconds, 1),
        unit: 'replies/s',
        goal: null,
        ok: null,
        note: 'published rows / seconds above (worker boot included)',
      },
      {
        bench: 'P3',
        name: 'duplicates (replies posted or published twice)',
        value: dup.posted + dup.rows,
        unit: 'replies',
        goal: '0',
        ok: judged(dup.posted + dup.rows === 0),
        note: `sandbox posts beyond one per (identity, post): ${dup.posted}; published rows sharing a post id: ${dup.rows}`,
      },
      {
        bench: 'P3',
        name: 'lost (rows not published)',
        value: lost,
        unit: 'replies',
        goal: '0',
        ok: judged(lost === 0),
        note: `rows by status: ${byStatus}`,
      },
    ];
  } finally {
    await Promise.all(workers.map((w) => stopWorker(w)));
    await database.close();
    await scratch.drop();
  }
}

export const benchmark: TBenchmark = {
  id: 'P3',
  title: 'Publishing drain: 10,000 due replies, 2 worker processes (PostgreSQL)',
  run,
};
