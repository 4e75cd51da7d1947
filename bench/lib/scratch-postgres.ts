// A fresh database for one benchmark run on the PostgreSQL server of DATABASE_URL, dropped after.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type TScratchDatabase = { url: string; name: string; drop: () => Promise<void> };

/** Creates `bench_<random>` beside the database of `baseUrl` (whose user must be allowed to). */
export async function createScratchDatabase(baseUrl: string): Promise<TScratchDatabase> {
  const name = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
