import { createHash } from 'node:crypto';
import { SQL, and, asc, eq, getTableColumns, inArray, is, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { perDatabase, prepareSql, type TDb } from '../../db/client';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { replies } from '../../db/schema/replies';
import type { TAppEvent } from '@gatling/shared/api/events';
import { prepareWriteAndPublish } from '../../event-log/publish-event';

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
  if (!row.leaseUntil) throw new Error(`claimed reply ${row.id} has no lease`);
  return { id: row.id, userId: row.userId, attempts: row.publishAttempts, leaseUntil: row.leaseUntil };
};

/** A user's replies go out in the order they are due (scheduled_at, then id, as the claim picks them). */
const byDue = (a: TReplyRow, b: TReplyRow) =>
  (a.scheduledAt?.getTime() ?? 0) - (b.scheduledAt?.getTime() ?? 0) ||
  (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Claims up to `limit` due rows across all users, in one statement with FOR UPDATE SKIP LOCKED so
 * concurrent workers (processes) take disjoint rows: approved replies whose time has come (and whose
 * retry time, after a failure, has passed), and rows of a worker that crashed mid-publish (its lease
 * ran out). Each becomes 'publishing' under a fresh lease with one more attempt counted. This is
 * the job's only read across users; every later write names the row's user. Answered in due order.
 */
export async function claimDueReplies(db: TDb, now: Date, limit: number): Promise<TReplyRow[]> {
  const due = db
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
  const claimed = await db
    .update(replies)
    .set({
      status: 'publishing',
      leaseUntil: new Date(now.getTime() + PUBLISH_LEASE_MS),
      publishAttempts: sql`${replies.publishAttempts} + 1`,
      updatedAt: now,
    })
    .where(inArray(replies.id, due))
    .returning();
  return claimed.sort(byDue);
}

/**
 * Only while the row is still held by a claim: status, attempts (the fencing token) and lease
 * unchanged. The claim's values are placeholders (heldValues), so each statement is built once.
 */
const heldBy = and(
  eq(replies.userId, sql.placeholder('heldUser')),
  eq(replies.id, sql.placeholder('heldId')),
  eq(replies.status, 'publishing'),
  eq(replies.publishAttempts, sql.placeholder('heldAttempts')),
  eq(replies.leaseUntil, sql.placeholder('heldUntil')),
);
const heldValues = (claim: TClaim) => ({
  heldUser: claim.userId,
  heldId: claim.id,
  heldAttempts: claim.attempts,
  heldUntil: claim.leaseUntil.toISOString(),
});

/** A plain value a patch sets (null when it sets none, or sets it with SQL). */
const plain = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * What the user's live updates (the scheduled list) hear when a patch ends the publishing, or puts
 * the reply back to wait for a retry; null otherwise.
 */
export function outcomeEvent(replyId: string, patch: TReplyPatch): TAppEvent | null {
  switch (patch.status) {
    case 'published':
      return { type: 'reply.published', reply_id: replyId, published_url: plain(patch.publishedUrl) };
    case 'awaiting_intent':
      return { type: 'reply.awaiting_intent', reply_id: replyId };
    case 'failed':
      return { type: 'reply.failed', reply_id: replyId, last_error: plain(patch.lastError) };
    case 'scheduled':
      // Held for a retry: open lists read it again and say why it waits (held-reasons.ts).
      return patch.retryAt instanceof Date
        ? { type: 'reply.scheduled', reply_id: replyId, scheduled_at: patch.retryAt.toISOString() }
        : null;
    default:
      return null;
  }
}

const columnsOfReplies = getTableColumns(replies);

/** A patch's value as the driver takes it (a time as its ISO string), by its column's own mapping. */
function driverValue(column: string, value: unknown): unknown {
  const encoder = columnsOfReplies[column as keyof typeof columnsOfReplies];
  if (!encoder) throw new Error(`replies has no column ${column}`);
  return value === null ? null : encoder.mapToDriverValue(value as never);
}

/** A patch's columns set to a value the database computes (SQL), by name. */
const computed = (patch: TReplyPatch, columns: string[]) =>
  columns.filter((column) => is(patch[column as keyof TReplyPatch], SQL));

/**
 * The statement that writes patches of one shape (the columns they set, those the database
 * computes, and whether they end the publishing with an event): the patch's other values and the
 * claim's are its placeholders.
 */
function settleStatement(
  db: TDb,
  patch: TReplyPatch,
  columns: string[],
  announced: boolean,
  name: string | undefined,
) {
  const set = Object.fromEntries(
    columns.map((column) => {
      const value = patch[column as keyof TReplyPatch];
      return [column, is(value, SQL) ? value : sql`${sql.placeholder(column)}`];
    }),
  );
  const write = db
    .update(replies)
    .set({ ...(set as TReplyPatch), updatedAt: sql`${sql.placeholder('updatedAt')}` })
    .where(heldBy)
    .returning({ id: replies.id })
    .getSQL();
  return announced
    ? { announce: prepareWriteAndPublish(db, write, name), write: null }
    : { announce: null, write: prepareSql<{ id: string }>(db, write, name) };
}

/** A prepared statement's name for one shape (PostgreSQL keeps one text per name and connection). */
const statementName = (prefix: string, shape: string) =>
  `${prefix}_${createHash('sha1').update(shape).digest('hex').slice(0, 12)}`;

type TSettleStatement = ReturnType<typeof settleStatement>;
/** Statements of the patch shapes met so far, for each database; a shape with SQL in it is not kept. */
const settleStatements = perDatabase(() => new Map<string, TSettleStatement>());

/**
 * Writes `patch` only while the row is still held by `claim` (status, attempts and lease unchanged);
 * false when another worker took it over, so a slow worker never overwrites a newer claim. A patch
 * that ends the publishing (published, awaiting the user, failed) is announced by the same
 * statement: one round trip, the write and its event committed together or not at all.
 */
export async function settleClaim(db: TDb, claim: TClaim, patch: TReplyPatch, now: Date): Promise<boolean> {
  const event = outcomeEvent(claim.id, patch);
  const columns = Object.keys(patch)
    .filter((column) => patch[column as keyof TReplyPatch] !== undefined)
    .sort();
  const inSql = computed(patch, columns);
  const shape = `${columns.join(',')}:${event ? 'announced' : ''}`;
  const kept = settleStatements(db);
  let statement = inSql.length === 0 ? kept.get(shape) : undefined;
  if (!statement) {
    const name = inSql.length === 0 ? statementName('gatling_settle', shape) : undefined;
    statement = settleStatement(db, patch, columns, event !== null, name);
    if (inSql.length === 0) kept.set(shape, statement);
  }
  const values: Record<string, unknown> = { updatedAt: now.toISOString(), ...heldValues(claim) };
  for (const column of columns) {
    if (!inSql.includes(column)) values[column] = driverValue(column, patch[column as keyof TReplyPatch]);
  }
  if (statement.announce && event) return statement.announce(values, claim.userId, event);
  return statement.write ? (await statement.write(values)).length > 0 : false;
}

/** Extends a claim's lease from `now`; false when the claim was lost (then nothing may be posted). */
export async function renewClaim(db: TDb, claim: TClaim, now: Date): Promise<boolean> {
  const leaseUntil = new Date(now.getTime() + PUBLISH_LEASE_MS);
  const renewed = await settleClaim(db, claim, { leaseUntil }, now);
  if (renewed) claim.leaseUntil = leaseUntil;
  return renewed;
}
