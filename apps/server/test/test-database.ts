import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { expect, inject } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, pgliteDatabase, type TDatabase } from '../src/db/client';
import { adminQuery, dropWhenReleased } from './admin-database';

export type TTestDatabase = { database: TDatabase; url: string | undefined; drop: () => Promise<void> };

let seed: Blob | undefined;
/** The migrated PGlite data folder global-setup.ts left, read once per worker. */
function pgliteSeed(): Blob | undefined {
  const file = inject('pgliteSeedFile');
  if (!seed && file) seed = new Blob([fs.readFileSync(file)]);
  return seed;
}

/**
 * A fresh, migrated database for one test file: empty, and the file cannot tell whether it is new.
 * With DATABASE_URL set (the CI leg against real PostgreSQL) a database of its own on that server,
 * from the worker's pool (postgresPool below), so files run in parallel without seeing each other's
 * rows. Otherwise PGlite in memory, from the worker's pool (pglitePool below). A new one starts as a
 * copy of the database global-setup.ts migrated; migrate() then finds nothing to do (and still runs
 * on each new one, so a file never depends on the copy being current).
 */
export async function openTestDatabase(adminUrl: string | undefined): Promise<TTestDatabase> {
  recordOpening();
  if (!adminUrl) {
    const database = await pglitePool.open();
    return { database, url: undefined, drop: () => database.close() };
  }
  return postgresPool.open(adminUrl);
}

/** The statements that make a used database empty again, and what its schema must then look like. */
type TReset = { sql: string; schema: string };
/**
 * Notes that the running test file opened a database, for global-setup.ts to check that none of the
 * files the pass on PostgreSQL leaves out (test/runs-once.ts) does.
 */
function recordOpening(): void {
  const folder = inject('openingsFolder');
  const file = expect.getState().testPath;
  if (folder && file) fs.appendFileSync(path.join(folder, `${process.pid}-${threadId}.txt`), `${file}\n`);
}

/** One query's rows, on PGlite or PostgreSQL alike. */
type TQuery = <T>(sql: string) => Promise<T[]>;

/**
 * A fingerprint of a database's schema: tables, columns, indexes, constraints, triggers, functions,
 * sequences and the migrations applied. A file that changed any of it (a migration test) leaves its
 * database out of the pool.
 */
const schemaOf = async (query: TQuery): Promise<string> =>
  (
    await query<{ schema: string }>(`
      SELECT md5(string_agg(x, E'\\n' ORDER BY x)) AS schema FROM (
        SELECT 'column ' || table_schema || '.' || table_name || '.' || column_name || ' ' || data_type
               || ' ' || is_nullable || ' ' || coalesce(column_default, '') AS x
          FROM information_schema.columns WHERE table_schema IN ('public', 'drizzle')
        UNION ALL SELECT 'index ' || indexdef FROM pg_indexes WHERE schemaname IN ('public', 'drizzle')
        UNION ALL SELECT 'constraint ' || conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid)
          FROM pg_constraint WHERE connamespace = 'public'::regnamespace
        UNION ALL SELECT 'trigger ' || pg_get_triggerdef(oid) FROM pg_trigger WHERE NOT tgisinternal
        UNION ALL SELECT 'function ' || p.proname || ' ' || md5(p.prosrc)
          FROM pg_proc p WHERE p.pronamespace = 'public'::regnamespace
        UNION ALL SELECT 'sequence ' || sequencename FROM pg_sequences WHERE schemaname = 'public'
        UNION ALL SELECT 'migrations ' || count(*) || ' ' || coalesce(max(hash), '') FROM drizzle.__drizzle_migrations
      ) parts`)
  )[0]!.schema;

/**
 * Read off a database fresh from the seed: what empties it again (every table truncated, every
 * sequence restarted, owned or not), and its schema's fingerprint.
 */
const resetOf = async (query: TQuery): Promise<TReset> => {
  const tables = (
    await query<{ name: string }>(
      `SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`,
    )
  ).map((r) => r.name);
  const sequences = (
    await query<{ name: string }>(
      `SELECT quote_ident(sequencename) AS name FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`,
    )
  ).map((r) => r.name);
  const rows = await query<{ n: number }>(
    `SELECT ${tables.map((t) => `(SELECT count(*) FROM ${t})`).join(' + ')} AS n`,
  );
  if (Number(rows[0]!.n) !== 0)
    throw new Error('the seed database holds rows: a pooled one could not be emptied to match it');
  return {
    sql: [
      `TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE;`,
      ...sequences.map((name) => `ALTER SEQUENCE ${name} RESTART;`),
    ].join(' '),
    schema: await schemaOf(query),
  };
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * PostgreSQL databases, kept in each test worker and handed from one file to the next, as PGlite
 * ones are (pglitePool below). CREATE DATABASE … TEMPLATE took 0.4–0.7 s on this machine and its
 * DROP as long again: for 286 files, minutes of the suite's time on PostgreSQL. When a file closes
 * its database, its connections are gone (its pool closed; any process it started has ended, or the
 * database is not handed on), then a connection of the pool's own truncates every table, restarts
 * every sequence and compares the schema with the seed's. What session state a file left (settings,
 * advisory locks, LISTEN, an open transaction) ended with its connections. Every database of the
 * run, pooled or not, is dropped when the run ends (global-setup.ts).
 */
const postgresPool = (() => {
  const IDLE_MOST = 2;
  const idle: string[] = [];
  let reset: Promise<TReset> | undefined;

  const urlOf = (adminUrl: string, name: string): string => {
    const target = new URL(adminUrl);
    target.pathname = `/${name}`;
    return target.toString();
  };

  /** `fn` on a connection of its own to `url`. */
  const connected = async <T>(url: string, fn: (query: TQuery) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await fn(async <R>(sql: string) => (await client.query(sql)).rows as R[]);
    } finally {
      await client.end();
    }
  };

  /** Emptied and checked, or false: a database something still uses, or whose schema a file changed. */
  const emptied = (url: string): Promise<boolean> =>
    connected(url, async (query) => {
      for (let waited = 0; ; waited += 100) {
        const [others] = await query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND pid <> pg_backend_pid()`,
        );
        if (others!.n === 0) break;
        if (waited >= 5_000) return false;
        await sleep(100);
      }
      const { sql, schema } = await reset!;
      await query(sql);
      return (await schemaOf(query)) === schema;
    });

  const release = async (adminUrl: string, name: string): Promise<void> => {
    try {
      if (idle.length < IDLE_MOST && (await emptied(urlOf(adminUrl, name)))) {
        idle.push(name);
        return;
      }
    } catch {
      // A database that cannot be emptied is not handed on.
    }
    await dropWhenReleased(adminUrl, name);
  };

  return {
    async open(adminUrl: string): Promise<TTestDatabase> {
      const pooled = idle.pop();
      const name = pooled ?? `${inject('postgresPrefix')}${randomBytes(6).toString('hex')}`;
      if (!pooled) {
        const template = inject('postgresTemplate');
        await adminQuery(adminUrl, `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
      }
      const url = urlOf(adminUrl, name);
      const database = await openDatabase({ url, dataDir: null });
      // A pooled one was migrated when it was new, and its schema found the seed's since.
      if (!pooled) {
        await database.migrate();
        await (reset ??= connected(url, resetOf));
      }
      let dropped: Promise<void> | undefined;
      return {
        database,
        url,
        drop: () =>
          (dropped ??= (async () => {
            await database.close();
            await release(adminUrl, name);
          })()),
      };
    },
  };
})();

/**
 * PGlite databases, kept in each test worker and handed from one file to the next. A new one,
 * started from the seed and migrated, took 1.6 s on this suite's busy workers (its WebAssembly
 * instantiated, the data folder loaded, the migrations read and checked); emptying a used one
 * takes 70–90 ms, and the server's suite on PGlite spent a third of its time opening databases
 * before. A file's database is still empty when
 * handed over, and the file cannot tell: on close its rows are truncated (identities restarted),
 * its session settings, locks and any open transaction undone, and it goes back to the pool only
 * if its schema (tables, columns, indexes, constraints, triggers, functions, migrations applied)
 * is the seed's to the byte; a file that changed it (a migration test) leaves its PGlite closed.
 * The file's handle is revoked when it closes: a query a timer sends afterwards fails as on a closed
 * database, and never lands in the next file's rows.
 */
const pglitePool = (() => {
  const IDLE_MOST = 2;
  const idle: PGlite[] = [];
  let reset: Promise<TReset> | undefined;

  const queryOf =
    (client: PGlite): TQuery =>
    async <T>(sql: string) =>
      (await client.query<T>(sql)).rows;

  const release = async (client: PGlite): Promise<void> => {
    try {
      const { sql, schema } = await reset!;
      // Its session as new too: an open transaction, settings and advisory locks undone.
      await client.exec(`ROLLBACK; RESET ALL; SELECT pg_advisory_unlock_all(); ${sql}`);
      if (idle.length < IDLE_MOST && (await schemaOf(queryOf(client))) === schema) {
        idle.push(client);
        return;
      }
    } catch {
      // A database that cannot be emptied is not handed on.
    }
    await client.close().catch(() => undefined);
  };

  return {
    async open(): Promise<TDatabase> {
      const pooled = idle.pop();
      const client = pooled ?? (await PGlite.create({ loadDataDir: pgliteSeed() }));
      let closed: Promise<void> | undefined;
      const revocable = new Proxy(client, {
        get(target, property) {
          const value: unknown = Reflect.get(target, property, target);
          if (typeof value !== 'function') return value;
          return (...args: unknown[]) => {
            if (closed) throw new Error('PGlite is closed');
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        },
      });
      const database = pgliteDatabase(revocable, () => (closed ??= release(client)));
      // A pooled one was migrated when it was new, and its schema found the seed's since.
      if (!pooled) {
        await database.migrate();
        await (reset ??= resetOf(queryOf(client)));
      }
      return database;
    },
  };
})();
