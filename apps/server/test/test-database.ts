import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { inject } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
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
 * A fresh, migrated database for one test file. With DATABASE_URL set (the CI leg against real
 * PostgreSQL) each file gets its own database, created from that connection and dropped at the
 * end, so files run in parallel without seeing each other's rows. Otherwise PGlite in memory,
 * from the worker's pool (pglitePool below). Both start as a copy of the database global-setup.ts
 * migrated; migrate() then finds nothing to do (and still runs on each new one, so a file never
 * depends on the copy being current).
 */
export async function openTestDatabase(adminUrl: string | undefined): Promise<TTestDatabase> {
  if (!adminUrl) {
    const database = await pglitePool.open();
    return { database, url: undefined, drop: () => database.close() };
  }
  const name = `gatling_test_${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  await adminQuery(adminUrl, `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  const target = new URL(adminUrl);
  target.pathname = `/${name}`;
  const url = target.toString();
  const database = await openDatabase({ url, dataDir: null });
  await database.migrate();
  return {
    database,
    url,
    drop: async () => {
      await database.close();
      await dropWhenReleased(adminUrl, name);
    },
  };
}

/** The statements that make a used PGlite empty again, and what its schema must then look like. */
type TReset = { sql: string; schema: string };

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

  const schemaOf = async (client: PGlite): Promise<string> =>
    (
      await client.query<{ schema: string }>(`
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
          UNION ALL SELECT 'migrations ' || count(*) || ' ' || coalesce(max(hash), '') FROM drizzle.__drizzle_migrations
        ) parts`)
    ).rows[0]!.schema;

  /** Read off the first database, fresh from the seed: its tables, and its schema's fingerprint. */
  const resetOf = async (client: PGlite): Promise<TReset> => {
    const tables = (
      await client.query<{ name: string }>(
        `SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`,
      )
    ).rows.map((r) => r.name);
    const rows = await client.query<{ n: number }>(
      `SELECT ${tables.map((t) => `(SELECT count(*) FROM ${t})`).join(' + ')} AS n`,
    );
    if (Number(rows.rows[0]!.n) !== 0)
      throw new Error('the seed database holds rows: a pooled one could not be emptied to match it');
    return {
      sql: `ROLLBACK; RESET ALL; SELECT pg_advisory_unlock_all(); TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE;`,
      schema: await schemaOf(client),
    };
  };

  const release = async (client: PGlite): Promise<void> => {
    try {
      const { sql, schema } = await reset!;
      await client.exec(sql);
      if (idle.length < IDLE_MOST && (await schemaOf(client)) === schema) {
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
        await (reset ??= resetOf(client));
      }
      return database;
    },
  };
})();
