import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { REPO_ROOT } from '../lib/repo-root';
import { listenOnPostgres, type TListenHandlers, type TUnlisten } from './listener';
import * as schema from './schema/index';

export type TSchema = typeof schema;
export type TDb = PgDatabase<PgQueryResultHKT, TSchema>;

export type TDatabase = {
  db: TDb;
  kind: 'pglite' | 'postgres';
  /** Raw SQL without parameters, for tests and maintenance. */
  exec: (sql: string) => Promise<void>;
  /** Applies the versioned SQL migrations in drizzle/; safe from several processes at once. */
  migrate: () => Promise<void>;
  /**
   * Notifications sent on `channel` (pg_notify), delivered on commit to every listener of the
   * database: on PostgreSQL through a dedicated connection that reconnects by itself, on PGlite
   * within the process. close() ends every listener.
   */
  listen: (channel: string, handlers: TListenHandlers) => Promise<TUnlisten>;
  close: () => Promise<void>;
};

/**
 * A value built once for each database (or transaction) it is asked for: statements prepared with
 * `.prepare(name)` or prepareSql, whose SQL text is then not built again for every run.
 */
export function perDatabase<T>(build: (db: TDb) => T): (db: TDb) => T {
  const built = new WeakMap<TDb, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) {
      value = build(db);
      built.set(db, value);
    }
    return value;
  };
}

const dialect = new PgDialect();

/** Runs a statement whose SQL text is built already, with the values of its placeholders. */
export type TPreparedSql<TRow> = (values: Record<string, unknown>) => Promise<TRow[]>;

/**
 * A statement written in SQL, its text built now, to be run on `db` with the values of its
 * `sql.placeholder(…)`s as the driver takes them (a time as its ISO string, JSON as its text).
 * Answers its rows as the database sends them (snake_case columns). With a `name` (one name, one
 * text), PostgreSQL parses and plans it once per connection, as for `.prepare(name)`.
 */
export function prepareSql<TRow>(db: TDb, query: SQL, name?: string): TPreparedSql<TRow> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  return async (values) => ((await prepared.execute(values)) as { rows: TRow[] }).rows;
}

/** prepareSql for each database it is asked for, once. */
export function preparedSql<TRow>(query: SQL, name?: string): (db: TDb) => TPreparedSql<TRow> {
  return perDatabase((db) => prepareSql<TRow>(db, query, name));
}

/** What drizzle's `.prepare(name)` answers, as far as preparedInTransactions uses it. */
type TPreparedQuery<TResult> = { execute: (values?: Record<string, unknown>) => Promise<TResult> };

/**
 * A statement drizzle builds once, its values placeholders, run inside whichever transaction is
 * handed it (or on a database). Drizzle prepares a statement for the connection it was built on, and
 * a transaction is a connection of its own: the statement built first is given, for each run, the
 * connection of the transaction running it (both drivers' prepared statements keep it as `client`).
 * Building SQL text was the largest cost of a decision after the round trips themselves (decision
 * 0094). With its `name`, PostgreSQL also parses and plans it once per connection.
 */
export function preparedInTransactions<TResult>(
  build: (db: TDb) => { prepare: (name: string) => TPreparedQuery<TResult> },
  name: string,
): (db: TDb) => (values: Record<string, unknown>) => Promise<TResult> {
  let built: TPreparedQuery<TResult> | null = null;
  return (db) => {
    built ??= build(db).prepare(name);
    const { client } = (db as unknown as { _: { session: { client: unknown } } })._.session;
    const run = Object.assign(Object.create(Object.getPrototypeOf(built) as object) as object, built, {
      client,
    }) as TPreparedQuery<TResult>;
    return (values) => run.execute(values);
  };
}

/** The listeners a database opened, ended before it closes. */
function listenerSet() {
  const open = new Set<TUnlisten>();
  return {
    add: (unlisten: TUnlisten): TUnlisten => {
      const once = async () => {
        if (open.delete(once)) await unlisten();
      };
      open.add(once);
      return once;
    },
    closeAll: () => Promise.all([...open].map((unlisten) => unlisten())),
  };
}

export const MIGRATIONS_DIR = path.join(REPO_ROOT, 'apps', 'server', 'drizzle');

/** PostgreSQL when a URL is given, otherwise PGlite in `dataDir` (in memory when dataDir is null). */
export async function openDatabase(options: {
  url?: string | undefined;
  dataDir: string | null;
  /** In memory only: start from this PGlite data folder (a tar from dumpDataDir) instead of an empty one. */
  seed?: Blob | undefined;
}): Promise<TDatabase> {
  if (options.url) return openPostgres(options.url);
  let client: PGlite;
  if (options.dataDir) {
    const dir = path.join(options.dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  } else {
    client = options.seed ? await PGlite.create({ loadDataDir: options.seed }) : new PGlite();
  }
  await client.waitReady;
  return pgliteDatabase(client, () => client.close());
}

/**
 * The database on an open PGlite `client`; its close() ends the listeners it opened, then calls
 * `close` (the test suite's pool hands the client on instead of closing it).
 */
export function pgliteDatabase(client: PGlite, close: () => Promise<void>): TDatabase {
  const listeners = listenerSet();
  return {
    db: drizzlePglite(client, { schema }) as unknown as TDb,
    kind: 'pglite',
    exec: async (sql) => {
      await client.exec(sql);
    },
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR }),
    listen: async (channel, handlers) => {
      const unlisten = await client.listen(channel, handlers.onNotify);
      handlers.onListening();
      return listeners.add(() => unlisten());
    },
    close: async () => {
      await listeners.closeAll();
      await close();
    },
  };
}

/** Connections each process keeps to PostgreSQL at most. */
export const DATABASE_POOL_SIZE = 10;

function openPostgres(url: string): TDatabase {
  const pool = new pg.Pool({ connectionString: url, max: DATABASE_POOL_SIZE });
  const listeners = listenerSet();
  return {
    db: drizzlePg(pool, { schema }) as unknown as TDb,
    kind: 'postgres',
    exec: async (sql) => {
      await pool.query(sql);
    },
    migrate: async () => {
      // One connection holds an advisory lock so concurrent boots migrate one at a time.
      const conn = await pool.connect();
      try {
        await conn.query('SELECT pg_advisory_lock(727272)');
        await migratePg(drizzlePg(conn), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await conn.query('SELECT pg_advisory_unlock(727272)').catch(() => undefined);
        conn.release();
      }
    },
    listen: async (channel, handlers) => listeners.add(listenOnPostgres(url, channel, handlers)),
    close: async () => {
      await listeners.closeAll();
      await pool.end();
    },
  };
}
