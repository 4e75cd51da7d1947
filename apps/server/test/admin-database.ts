import pg from 'pg';

/**
 * Creating and dropping whole databases on a PostgreSQL server, for the test suite and the
 * benchmarks' scratch databases (no test runner needed).
 */
export async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The rows of one query on a PostgreSQL server, over a connection of its own. */
export async function adminRows(
  adminUrl: string,
  sql: string,
  params: unknown[] = [],
): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Drops a test database once the closed pool's connections are gone. Forcing at once would kill a
 * connection that is still saying goodbye, and its 'terminating connection' error would surface as
 * an uncaught exception in whatever test file runs next; FORCE is only the last resort.
 */
export async function dropWhenReleased(adminUrl: string, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}"`);
      return;
    } catch (err) {
      // 55006 object_in_use: some connection has not closed yet.
      if ((err as { code?: string }).code !== '55006') throw err;
      await sleep(100);
    }
  }
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
