import { eq, sql } from 'drizzle-orm';
import { describe, expect, test, vi } from 'vitest';
import { uniqueEmail, useTestApp } from '#test/harness';
import { insertReply } from '#test/kits/replies';
import { replies } from '../../db/schema/replies';
import { lockForPublishSlot, publishSlot, publishSlotValues, PUBLISH_SLOT_LOCK } from './next-publish-slot';
import { prepareSql } from '../../db/client';

const t = useTestApp({ PUBLISH_DELAY_SECONDS: '30', PUBLISH_MIN_GAP_SECONDS: '90' });

const NOW = new Date('2031-03-01T12:00:00Z');
const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);
const newUserId = async () => (await t.signUpAndConfirm(uniqueEmail('slot'))).user.id;
const slotFor = async (userId: string) => {
  const db = t.database.db;
  const [row] = await prepareSql<{ slot: string | Date }>(
    db,
    sql`select ${publishSlot(db)} as slot`,
  )(publishSlotValues(userId, t.config, NOW));
  return new Date(row!.slot);
};

describe('publishSlot', () => {
  test('with nothing queued: PUBLISH_DELAY_SECONDS from now', async () => {
    expect(await slotFor(await newUserId())).toEqual(at(30));
  });

  test('after the latest scheduled or publishing reply, by PUBLISH_MIN_GAP_SECONDS', async () => {
    const userId = await newUserId();
    await insertReply(t.database.db, userId, { status: 'scheduled', scheduledAt: at(200) });
    await insertReply(t.database.db, userId, { status: 'publishing', scheduledAt: at(400) });
    expect(await slotFor(userId)).toEqual(at(490));
  });

  test('a queued reply far enough back leaves the delay in force', async () => {
    const userId = await newUserId();
    await insertReply(t.database.db, userId, { status: 'scheduled', scheduledAt: at(-120) });
    expect(await slotFor(userId)).toEqual(at(30));
  });

  test('a retry pushed back counts at its retry time', async () => {
    const userId = await newUserId();
    await insertReply(t.database.db, userId, {
      status: 'scheduled',
      scheduledAt: at(-10),
      retryAt: at(300),
    });
    expect(await slotFor(userId)).toEqual(at(390));
  });

  test('a reply published less than the gap ago keeps the gap', async () => {
    const userId = await newUserId();
    await insertReply(t.database.db, userId, {
      status: 'published',
      scheduledAt: at(-200),
      publishedAt: at(-20),
    });
    expect(await slotFor(userId)).toEqual(at(70));
  });

  test('rejected, cancelled, failed and awaiting-intent replies, and other users, do not count', async () => {
    const userId = await newUserId();
    for (const status of ['rejected', 'cancelled', 'failed', 'awaiting_intent'] as const) {
      await insertReply(t.database.db, userId, { status, scheduledAt: at(600) });
    }
    await insertReply(t.database.db, await newUserId(), { status: 'scheduled', scheduledAt: at(600) });
    expect(await slotFor(userId)).toEqual(at(30));
  });
});

describe('lockForPublishSlot', () => {
  test("a reply that is not the user's, or no reply, is a 404", async () => {
    const userId = await newUserId();
    const theirs = await insertReply(t.database.db, await newUserId(), {});
    for (const id of [theirs.id, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      await expect(
        t.database.db.transaction((tx) => lockForPublishSlot(tx, userId, id)),
      ).rejects.toMatchObject({ status: 404 });
    }
  });

  // One connection in PGlite: two transactions cannot wait for each other there.
  test.runIf(Boolean(process.env.DATABASE_URL?.trim()))(
    "the row is locked before the slot: waiting for the row, the user's slot lock is not held",
    async () => {
      const db = t.database.db;
      const userId = await newUserId();
      const reply = await insertReply(db, userId, {});
      const count = async (query: ReturnType<typeof sql>) => {
        const result = (await db.execute(query)) as unknown as { rows: { n: number }[] };
        return Number(result.rows[0]!.n);
      };
      const waiting = () =>
        count(sql`select count(*) as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`);
      const slotLocks = () =>
        count(sql`select count(*) as n from pg_locks
          where locktype = 'advisory' and classid = ${PUBLISH_SLOT_LOCK}
          and database = (select oid from pg_database where datname = current_database())`);
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let holding = () => {};
      const locked = new Promise<void>((resolve) => (holding = resolve));
      const first = db.transaction(async (tx) => {
        await tx.select().from(replies).where(eq(replies.id, reply.id)).for('no key update');
        holding();
        await held;
      });
      await locked;
      const second = db.transaction((tx) => lockForPublishSlot(tx, userId, reply.id));
      await vi.waitFor(async () => expect(await waiting()).toBe(1));
      expect(await slotLocks()).toBe(0);
      release();
      await first;
      expect((await second).id).toBe(reply.id);
    },
  );
});
