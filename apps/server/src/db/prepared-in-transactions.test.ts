import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { uniqueEmail, useTestApp } from '#test/harness';
import { insertReply } from '#test/kits/replies';
import { replies } from './schema/replies';
import { preparedInTransactions } from './client';

const t = useTestApp();

const statusOf = preparedInTransactions(
  (db) =>
    db
      .select({ status: replies.status })
      .from(replies)
      .where(eq(replies.id, sql.placeholder('id'))),
  'gatling_test_reply_status',
);

describe('a statement built once, run in any transaction', () => {
  test('it runs on the connection of the transaction it is handed, and on the database', async () => {
    const db = t.database.db;
    const userId = (await t.signUpAndConfirm(uniqueEmail('prepared'))).user.id;
    const reply = await insertReply(db, userId, {});
    // Built inside a transaction that rolls back: later runs must not depend on that connection.
    await expect(
      db.transaction(async (tx) => {
        expect(await statusOf(tx)({ id: reply.id })).toEqual([{ status: 'pending' }]);
        tx.rollback();
      }),
    ).rejects.toThrow();
    await db.transaction(async (tx) => {
      await tx.update(replies).set({ status: 'rejected' }).where(eq(replies.id, reply.id));
      // Inside: its own uncommitted write.
      expect(await statusOf(tx)({ id: reply.id })).toEqual([{ status: 'rejected' }]);
      // On PostgreSQL, the database's other connections do not see it before the commit.
      if (t.database.kind === 'postgres') {
        expect(await statusOf(db)({ id: reply.id })).toEqual([{ status: 'pending' }]);
      }
    });
    expect(await statusOf(db)({ id: reply.id })).toEqual([{ status: 'rejected' }]);
  });
});
