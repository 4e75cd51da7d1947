import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { REPO_ROOT } from '../src/config';
import { openDatabase, MIGRATIONS_DIR } from '../src/db/client';
import { adminQuery, adminRows, dropWhenReleased } from './admin-database';
import { RUNS_ONCE } from './runs-once';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder (tar), which every test file's database starts from. */
    pgliteSeedFile: string;
    /** A migrated PostgreSQL database every test file's database is created from (DATABASE_URL set). */
    postgresTemplate: string;
    /** The prefix of this run's PostgreSQL test databases, all dropped when the run ends. */
    postgresPrefix: string;
    /** The folder of this run's bundles of the server's entry points (test/kits/process-entry.ts). */
    processEntries: string;
    /** Where each worker notes the test files that opened a database (test/test-database.ts). */
    openingsFolder: string;
  }
}

/**
 * Migrates one database before any test file runs, and every file's own database starts as a copy
 * of it: a fresh PGlite costs seconds to initialise and the migrations run again on each, so a
 * copy (PGlite: its data folder loaded from a tar; PostgreSQL: CREATE DATABASE … TEMPLATE) makes
 * opening a file's database several times cheaper. Each file still has a database of its own.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const entries = bundleProcessEntries();
  project.provide('processEntries', entries);
  const openings = fs.mkdtempSync(path.join(os.tmpdir(), 'gatling-test-openings-'));
  project.provide('openingsFolder', openings);
  const teardown = await setupDatabases(project);
  return async () => {
    fs.rmSync(entries, { recursive: true, force: true });
    await teardown();
    const opened = openedByRunsOnce(openings, project.config.root);
    fs.rmSync(openings, { recursive: true, force: true });
    if (opened.length > 0) {
      // vitest reports an error of its teardown without failing the run: the exit code says it.
      process.exitCode = 1;
      throw new Error(
        `test/runs-once.ts lists files the pass on PostgreSQL leaves out, but these opened a database: ${opened.join(', ')}. Take them off the list.`,
      );
    }
  };
}

/** The files of test/runs-once.ts that opened a database in this run, by the workers' notes. */
function openedByRunsOnce(folder: string, root: string): string[] {
  const opened = new Set(
    fs
      .readdirSync(folder)
      .flatMap((name) => fs.readFileSync(path.join(folder, name), 'utf8').split('\n'))
      .filter(Boolean)
      .map((file) => path.relative(root, file).split(path.sep).join('/')),
  );
  return RUNS_ONCE.filter((file) => opened.has(file));
}

/**
 * The server's entry points bundled once for the run, in a folder of its own inside apps/server/dist
 * (where their imports find node_modules), for the tests that start them as processes.
 */
function bundleProcessEntries(): string {
  const dir = path.join(REPO_ROOT, 'apps/server/dist', `test-entries-${randomBytes(4).toString('hex')}`);
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs', '--entries-into', dir], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`bundling the server's entry points failed:\n${built.stderr}`);
  return dir;
}

async function setupDatabases(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.DATABASE_URL?.trim() || undefined;
  if (!adminUrl) {
    const client = new PGlite();
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
    const seed = await client.dumpDataDir('none');
    await client.close();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gatling-test-seed-'));
    const file = path.join(dir, 'pglite.tar');
    fs.writeFileSync(file, Buffer.from(await seed.arrayBuffer()));
    project.provide('pgliteSeedFile', file);
    project.provide('postgresTemplate', '');
    project.provide('postgresPrefix', '');
    return async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const name = `gatling_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
  const target = new URL(adminUrl);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString(), dataDir: null });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  const prefix = `gatling_test_${randomBytes(4).toString('hex')}_`;
  project.provide('pgliteSeedFile', '');
  project.provide('postgresTemplate', name);
  project.provide('postgresPrefix', prefix);
  return async () => {
    // The workers' pooled databases outlive their last file (test/test-database.ts): gone with the run.
    for (const left of await adminRows(
      adminUrl,
      `SELECT datname FROM pg_database WHERE starts_with(datname, $1)`,
      [prefix],
    ))
      await dropWhenReleased(adminUrl, String(left.datname));
    await dropWhenReleased(adminUrl, name);
  };
}
