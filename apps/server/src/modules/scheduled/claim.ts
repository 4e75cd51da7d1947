import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { replies } from '../../db/schema/replies';
import { publishEvent } from '../../events/publish-event';

export type TReplyRow = typeof replies.$inferSelect;
/** Columns a worker may set on a row it holds (values or SQL, as in an UPDATE). */
export type TReplyPatch = Omit<PgUpdateSetSource<typeof replies>, 'id' | 'userId'>;

/** How long a claimed row is the claimer's alone; renewed right before the platform write. */
export const PUBLISH_LEASE_MS = 2 * 60_000;

/**
 * A worker's hold on one row it is publishing. `attempts` is the fencing token: every claim adds
 * one, so a worker whose lease ran out and was taken over can no longer match the row. Together
 * with the lease it claimed, every write of the worker is conditional on both.
 */
export type TClaim = { id: string; userId: string; attempts: number; leaseUntil: Date };

export const claimOf = (row: TReplyRow): TClaim => {
  if (!row.leaseUntil) throw new Error(`claimed interaction ${row.id} has no lease`);
  return { id: row.id, userId: row.userId, attempts: row.publishAttempts, leaseUntil: row.leaseUntil };
};

/**
 * Claims up to `limit` due rows across all users, in one transaction with FOR UPDATE SKIP LOCKED so
 * concurrent workers (processes) take disjoint rows: approved replies whose time has come (and whose
 * retry time, after a failure, has passed), and rows of a worker that crashed mid-publish (its lease
 * ran out). Each becomes 'publishing' under a fresh lease with one more attempt counted. This is
 * the job's only read across users; every later write names the row's user.
 */
export async function claimDueReplies(db: TDb, now: Date, limit: number): Promise<TReplyRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: replies.id })
      .from(replies)
      .where(
        or(
          and(
            eq(replies.status, 'scheduled'),
            lte(replies.scheduledAt, now),
            or(isNull(replies.retryAt), lte(replies.retryAt, now)),
          ),
          and(eq(replies.status, 'publishing'), lt(replies.leaseUntil, now)),
        ),
      )
      .orderBy(asc(replies.scheduledAt), asc(replies.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(replies)
      .set({
        status: 'publishing',
        leaseUntil: new Date(now.getTime() + PUBLISH_LEASE_MS),
        publishAttempts: sql`${replies.publishAttempts} + 1`,
        updatedAt: now,
      })
      .where(
        inArray(
          replies.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}

/**
 * Writes `patch` only while the row is still held by `claim` (status, attempts and lease unchanged);
 * false when another worker took it over, so a slow worker never overwrites a newer claim. A patch
 * that ends the publishing (published, awaiting the user, failed) is announced in the same commit.
 */
export async function settleClaim(db: TDb, claim: TClaim, patch: TReplyPatch, now: Date): Promise<boolean> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as TDb;
    const [row] = await tx
      .update(replies)
      .set({ ...patch, updatedAt: now })
      .where(
        and(
          eq(replies.userId, claim.userId),
          eq(replies.id, claim.id),
          eq(replies.status, 'publishing'),
          eq(replies.publishAttempts, claim.attempts),
          eq(replies.leaseUntil, claim.leaseUntil),
        ),
      )
      .returning({
        id: replies.id,
        status: replies.status,
        publishedUrl: replies.publishedUrl,
        lastError: replies.lastError,
      });
    if (!row) return false;
    if (patch.status !== undefined) await announceOutcome(tx, claim.userId, row);
    return true;
  });
}

/** What became of a reply, for the user's live updates (the scheduled list). */
export async function announceOutcome(
  tx: TDb,
  userId: string,
  row: Pick<TReplyRow, 'id' | 'status' | 'publishedUrl' | 'lastError'>,
): Promise<void> {
  if (row.status === 'published') {
    await publishEvent(tx, userId, {
      type: 'reply.published',
      reply_id: row.id,
      published_url: row.publishedUrl,
    });
  } else if (row.status === 'awaiting_intent') {
    await publishEvent(tx, userId, { type: 'reply.awaiting_intent', reply_id: row.id });
  } else if (row.status === 'failed') {
    await publishEvent(tx, userId, { type: 'reply.failed', reply_id: row.id, last_error: row.lastError });
  }
}

/** Extends a claim's lease from `now`; false when the claim was lost (then nothing may be posted). */
export async function renewClaim(db: TDb, claim: TClaim, now: Date): Promise<boolean> {
  const leaseUntil = new Date(now.getTime() + PUBLISH_LEASE_MS);
  const renewed = await settleClaim(db, claim, { leaseUntil }, now);
  if (renewed) claim.leaseUntil = leaseUntil;
  return renewed;
}
