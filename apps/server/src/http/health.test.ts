import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { MIGRATIONS_DIR, type TDatabase } from '../db/client';
import { createDrainState, createHealthRoutes } from './health';
import { createTestApp, openedForAll } from '#test/harness';

const t = openedForAll(() => createTestApp());

describe('/healthz and /readyz', () => {
  test('the app answers live and ready; once draining, /readyz is 503 and /healthz still 200', async () => {
    const live = await t.request('/healthz');
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok', database: t.database.kind });
    const ready = await t.request('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });

    let draining = false;
    const routes = createHealthRoutes({ database: t.database, draining: () => draining });
    expect((await routes.request('/readyz')).status).toBe(200);
    draining = true;
    const drained = await routes.request('/readyz');
    expect(drained.status).toBe(503);
    expect(await drained.json()).toEqual({ status: 'not_ready', detail: 'shutting down' });
    expect((await routes.request('/healthz')).status).toBe(200);
  });

  test('each app drains on its own: its /readyz is 503 once its drain state starts, another app stays ready', async () => {
    const a = createDrainState();
    const b = createDrainState();
    a.start();
    expect([a.draining, b.draining]).toEqual([true, false]);

    const other = await createTestApp({}, { shareDatabaseOf: t });
    other.drain.start();
    const drained = await other.request('/readyz');
    expect(drained.status).toBe(503);
    expect(await drained.json()).toEqual({ status: 'not_ready', detail: 'shutting down' });
    expect((await other.request('/healthz')).status).toBe(200);
    expect((await t.request('/readyz')).status).toBe(200);
    await other.close();
  });

  test('a database that does not answer in time is not ready', async () => {
    const stuck = {
      ...t.database,
      db: { execute: () => new Promise(() => undefined) } as unknown as TDatabase['db'],
    };
    const routes = createHealthRoutes({ database: stuck, draining: () => false, timeoutMs: 50 });
    const res = await routes.request('/readyz');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      status: 'not_ready',
      detail: 'the database did not answer within 50 ms',
    });
  });

  describe('migrations', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gatling-migrations-'));
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

    test('a database without the newest migration this code ships is not ready', async () => {
      const journal = JSON.parse(
        fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
      ) as {
        entries: { when: number }[];
      };
      journal.entries.push({ when: Date.now() + 86_400_000 });
      fs.mkdirSync(path.join(dir, 'meta'));
      fs.writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify(journal));
      const routes = createHealthRoutes({ database: t.database, draining: () => false, migrationsDir: dir });
      const res = await routes.request('/readyz');
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        status: 'not_ready',
        detail: 'database migrations are not applied yet',
      });
    });
  });
});
