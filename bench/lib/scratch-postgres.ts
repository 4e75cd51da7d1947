// A fresh database for one benchmark run on the PostgreSQL server of DATABASE_URL, dropped after.
import { randomBytes } from 'node:crypto';
import { adminQuery, dropWhenReleased } from '../../apps/server/test/admin-database';

export type TScratchDatabase = { url: string; name: string; drop: () => Promise<void> };

/** Creates `bench_<random>` beside the database of `baseUrl` (whose user must be allowed to). */
export async function createScratchDatabase(baseUrl: string): Promise<TScratchDatabase> {
  const name = `bench_${randomBytes(6).toString('hex')}`;
  await adminQuery(baseUrl, `CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  // Dropped once the closed pools' connections are gone: forcing at once would kill one still
  // saying goodbye, and its 'terminating connection' error would end the benchmark run.
  return { url: url.toString(), name, drop: () => dropWhenReleased(baseUrl, name) };
}
