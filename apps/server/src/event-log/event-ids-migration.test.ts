import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, test } from 'vitest';
import { MIGRATIONS_DIR, type TDb } from '../db/client';
import * as schema from '../db/schema/index';
import { publishEvent } from './publish-event';
import { latestEventId, readEventsAfter } from './read-events';

// drizzle/0018 turns the one id sequence of every user's events into a counter per user, on a
// database that already has events: what clients hold (their Last-Event-ID) must stay valid.
const TAG = '0018_user_event_ids_per_user';

type TJournal = { entries: { tag: string }[] };

/** The migrations folder as it was before `tag`: its SQL files and a journal that ends before it. */
function migrationsBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gatling-before-'));
  const journal = JSON.parse(
    fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
  ) as TJournal;
  const entries = journal.entries.slice(
    0,
    journal.entries.findIndex((e) => e.tag === tag),
  );
  fs.mkdirSync(path.join(dir, 'meta'));
  fs.writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const { tag: each } of entries) {
    fs.copyFileSync(path.join(MIGRATIONS_DIR, `${each}.sql`), path.join(dir, `${each}.sql`));
  }
  return dir;
}

describe('the migration to per-user event ids', () => {
  const before = migrationsBefore(TAG);
  const client = new PGlite();
  afterAll(async () => {
    await client.close();
    fs.rmSync(before, { recursive: true, force: true });
  });

  test('keeps stored ids, and every user goes on above any id handed out before', async () => {
    await migrate(drizzle(client), { migrationsFolder: before });
    for (const id of ['ann', 'bob', 'cyd']) {
      await client.query(`insert into users (id, name, email) values ($1, $1, $1 || '@example.com')`, [id]);
    }
    const old = async (user: string) =>
      (
        await client.query<{ id: number }>(
          `insert into user_events (user_id, type, payload)
           values ($1, 'subscription.changed', '{"type":"subscription.changed"}') returning id`,
          [user],
        )
      ).rows[0]!.id;
    // Ids from the shared sequence: Ann's 1 and 3, Bob's 2 and 4 (then pruned), Cyd none.
    const annOld = [await old('ann'), await old('bob'), await old('ann'), await old('bob')].filter(
      (_, i) => i % 2 === 0,
    );
    await client.query(`delete from user_events where user_id = 'bob'`);

    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
    const db = drizzle(client, { schema }) as unknown as TDb;
    // Ann's stored events are as she saw them; a client of hers resumes after either.
    expect((await readEventsAfter(db, 'ann', 0, 10)).map((e) => e.id)).toEqual(annOld);
    expect((await readEventsAfter(db, 'ann', annOld[0]!, 10)).map((e) => e.id)).toEqual([annOld[1]]);
    // Every user, with events or without, continues above the shared sequence's last id (4): Bob's
    // client holding 4, whose row is pruned, still receives his next event.
    for (const user of ['ann', 'bob', 'cyd']) {
      expect(await latestEventId(db, user)).toBe(4);
      expect(await publishEvent(db, user, { type: 'subscription.changed' })).toBe(5);
      expect(await publishEvent(db, user, { type: 'subscription.changed' })).toBe(6);
    }
    expect((await readEventsAfter(db, 'bob', 4, 10)).map((e) => e.id)).toEqual([5, 6]);
    // A user who signs up later starts at 1.
    await client.query(`insert into users (id, name, email) values ('dee', 'dee', 'dee@example.com')`);
    expect(await latestEventId(db, 'dee')).toBe(0);
    expect(await publishEvent(db, 'dee', { type: 'subscription.changed' })).toBe(1);
  }, 120_000); // a bound on waiting: a fresh PGlite migrated twice took 46 s in CI beside the browser tests
});
