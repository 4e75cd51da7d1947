import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, test, vi } from 'vitest';
import { listenerApplicationName } from '../../db/listener';
import { EVENTS_CHANNEL } from '../../event-log/publish-event';
import { publishDue } from '../publishing/publish-due';
import { openEventStream } from '#test/kits/events';
import { openPublishingApp, type TPublishingApp } from '#test/kits/publishing';
import { workerProcesses } from '#test/kits/worker-process';

// Live updates across processes on PostgreSQL: the API app of this process listens, a worker
// process (`npm run worker`) publishes, and the event travels through NOTIFY. Worker processes
// need PostgreSQL (the embedded database is single-process), so this runs on the PostgreSQL leg.
const POSTGRES = process.env.DATABASE_URL?.trim();

describe.skipIf(!POSTGRES)('live updates across processes', () => {
  let app: TPublishingApp;
  const workers = workerProcesses(() => app);
  afterAll(async () => {
    workers.killAll();
    await app?.close();
  });

  const startWorker = workers.start;

  /** Kills this process's listening connection, as a database restart or a network cut would. */
  const killListener = async () => {
    const result = await app.db.execute(
      sql`select pg_terminate_backend(pid) as killed from pg_stat_activity
          where application_name = ${listenerApplicationName(EVENTS_CHANNEL)} and datname = current_database()`,
    );
    return (result as unknown as { rows: unknown[] }).rows.length;
  };
  /** This process's listening connections to the test database. */
  const listeners = async () => {
    const result = await app.db.execute(
      sql`select pid from pg_stat_activity
          where application_name = ${listenerApplicationName(EVENTS_CHANNEL)} and datname = current_database()`,
    );
    return (result as unknown as { rows: unknown[] }).rows.length;
  };

  test('a reply published by a worker process reaches the stream of the API process', async () => {
    app = await openPublishingApp();
    const { session, row } = await app.scheduledApiReply();
    const stream = await openEventStream(app.t, session);
    startWorker();
    // A worker process takes seconds to start: the stream waits for what it publishes.
    await stream.until((events) => events.some((e) => e.type === 'reply.published'), 'the worker');
    const published = await stream.next('reply.published');
    expect(published.reply_id).toBe(row.id);
    expect((await app.rowOf(row.id)).status).toBe('published');
    await stream.close();
  });

  test('after the listening connection drops, it comes back and the stream catches up', async () => {
    workers.killAll();
    // Nothing left over from the first test for this one's batch to claim.
    await app.reset();
    const { session, row } = await app.scheduledApiReply();
    const stream = await openEventStream(app.t, session);
    expect(await killListener()).toBe(1);
    // Published while the listener is down or coming back: its NOTIFY may be lost, the catch-up
    // the reconnect wakes every stream for finds the row.
    expect(await publishDue(app.ctx, new Date())).toEqual([{ id: row.id, outcome: 'published' }]);
    expect((await stream.next('reply.published')).reply_id).toBe(row.id);

    // And notifications flow again on the new connection.
    await vi.waitFor(async () => expect(await listeners()).toBe(1));
    const later = await app.scheduledApiReply();
    const other = await openEventStream(app.t, later.session);
    expect(await publishDue(app.ctx, new Date())).toEqual([{ id: later.row.id, outcome: 'published' }]);
    expect((await other.next('reply.published')).reply_id).toBe(later.row.id);
    await Promise.all([stream.close(), other.close()]);
  });
});
