// A throwaway PostgreSQL database beside the one DATABASE_URL names, for P3: created fresh, dropped
// after (connections still open to it are ended by DROP ... WITH (FORCE)).
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type TScratchDatabase = { url: string; name: string; drop: () => Promise<void> };

async function admin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** CREATE DATABASE bench_p3_<random> on the server of `adminUrl`; answers its URL. */
export async function createScratchDatabase(adminUrl: string): Promise<TScratchDatabase> {
  const name = `bench_p3_${randomBytes(5).toString('hex')}`;
  await admin(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      await admin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
