import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { MIGRATIONS_DIR, type TDatabase } from '../db/client';

/** How long /readyz waits for the database before answering not ready. */
export const READY_TIMEOUT_MS = 2_000;

/**
 * Whether an app's process is shutting down. createApp makes one per app and hands it to /readyz;
 * the process's stop steps (main.ts) start it. One per app, so two apps in one process (tests, a
 * benchmark) drain apart.
 */
export type TDrainState = {
  /** True once draining started: /readyz answers 503 from then on, /healthz still 200. */
  readonly draining: boolean;
  start: () => void;
};

export function createDrainState(): TDrainState {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    start: () => {
      draining = true;
    },
  };
}

/** When the newest migration this code ships was generated (drizzle's journal), read once. */
function newestMigrationMillis(dir: string): number {
  const journal = JSON.parse(fs.readFileSync(path.join(dir, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((e) => e.when));
}

type TCheck = { ok: true } | { ok: false; detail: string };

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Liveness and readiness, for a load balancer or an orchestrator:
 * - `GET /healthz` (liveness): the process answers. No database query: a database outage is not
 *   cured by restarting the process (readiness takes it out of rotation instead), and the check
 *   stays as cheap as the framework allows. It stays 200 while the process shuts down, so nothing
 *   restarts a process that is draining.
 * - `GET /readyz` (readiness): send this process traffic? 200 `{status:'ready'}` when the database
 *   answers within READY_TIMEOUT_MS, holds every migration this code ships, and the process is not
 *   shutting down; otherwise 503 `{status:'not_ready', detail}`.
 */
export function createHealthRoutes(deps: {
  database: Pick<TDatabase, 'db' | 'exec' | 'kind'>;
  /** True once the process is shutting down. */
  draining: () => boolean;
  timeoutMs?: number;
  migrationsDir?: string;
}) {
  const { database } = deps;
  const timeoutMs = deps.timeoutMs ?? READY_TIMEOUT_MS;
  const expected = newestMigrationMillis(deps.migrationsDir ?? MIGRATIONS_DIR);
  // Migrations are never taken back: once seen applied, the check is only the database's answer.
  let migrated = false;

  const migrationsApplied = async (): Promise<boolean> => {
    if (migrated) return true;
    const result = (await database.db.execute(
      sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { newest: string | number | null }[] };
    const newest = Number(result.rows[0]?.newest ?? 0);
    migrated = newest >= expected;
    return migrated;
  };

  const ready = async (): Promise<TCheck> => {
    if (deps.draining()) return { ok: false, detail: 'shutting down' };
    try {
      const applied = await withTimeout(migrationsApplied(), timeoutMs, 'the database');
      if (!applied) return { ok: false, detail: 'database migrations are not applied yet' };
    } catch (err) {
      return { ok: false, detail: err instanceof Error ? err.message : 'the database is unreachable' };
    }
    // Asked again after the wait: a shutdown that began meanwhile wins.
    if (deps.draining()) return { ok: false, detail: 'shutting down' };
    return { ok: true };
  };

  const routes = new Hono();
  const alive = JSON.stringify({ status: 'ok', database: database.kind });
  routes.get('/healthz', (c) => c.body(alive, 200, { 'content-type': 'application/json' }));
  routes.get('/readyz', async (c) => {
    const check = await ready();
    c.header('Cache-Control', 'no-store');
    if (check.ok) return c.json({ status: 'ready' });
    return c.json({ status: 'not_ready', detail: check.detail }, 503);
  });
  return routes;
}
