import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type TDatabase } from '../src/db/client';
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
 * end, so files run in parallel without seeing each other's rows. Otherwise PGlite in memory.
 * Both start as a copy of the database global-setup.ts migrated; migrate() then finds nothing to do
 * (and still runs, so a file never depends on the copy being current).
 */
export async function openTestDatabase(adminUrl: string | undefined): Promise<TTestDatabase> {
  if (!adminUrl) {
    const database = await openDatabase({ dataDir: null, seed: pgliteSeed() });
    await database.migrate();
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
