import { and, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TConfig } from '../../config';
import { preparedInTransactions, type TDb } from '../../db/client';
import { replies } from '../../db/schema/replies';
import { AppError } from '../../errors';
import { isUuid } from '../../lib/uuid';
import { OWN_REPLY, REPLY_NOT_FOUND, type TReplyRow } from './reply-row';

/** Key space of the per-user advisory lock that orders slot assignments (arbitrary, fixed). */
export const PUBLISH_SLOT_LOCK = 190_019;

declare const slotLocked: unique symbol;
/** One of the user's replies, locked with its user's publish-slot lock until the transaction ends. */
export type TSlotLockedReply = TReplyRow & { readonly [slotLocked]: true };

/**
 * One of the user's replies about to be given a publish slot (404 when not theirs): the row is
 * locked, as requireOwnReply's lock does, and then, in the same statement, its user's publish-slot
 * lock is taken, a transaction-scoped advisory lock that makes concurrent approvals of one user take
 * their slots one after the other. The slot itself (publishSlot) is computed by a later statement,
 * whose snapshot, taken once this lock is held, sees every slot taken before: two approvals never
 * read the same "latest" and land on the same second. Other users never wait.
 *
 * The row is locked first and the slot second (the subquery's FOR NO KEY UPDATE runs below the
 * outer condition), the order these locks have always been taken in.
 */
export async function lockForPublishSlot(tx: TDb, userId: string, id: string): Promise<TSlotLockedReply> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', REPLY_NOT_FOUND);
  const [row] = await lockStatement(tx)({ userId, id });
  if (!row) throw new AppError('NOT_FOUND', REPLY_NOT_FOUND);
  return row as TSlotLockedReply;
}

/** lockForPublishSlot's statement, built once (sql.placeholder: userId, id). */
const lockStatement = preparedInTransactions((db) => {
  const locked = db.select().from(replies).where(OWN_REPLY).for('no key update').as('locked');
  return db
    .select()
    .from(locked)
    .where(sql`exists (select pg_advisory_xact_lock(${PUBLISH_SLOT_LOCK}::int, hashtext(${locked.userId})))`);
}, 'gatling_reply_lock_for_slot');

/**
 * When a reply approved now goes out, as an SQL expression for the statement that stores it (run
 * while the user's publish-slot lock is held: lockForPublishSlot): PUBLISH_DELAY_SECONDS from now
 * (time to take it back), and at least PUBLISH_MIN_GAP_SECONDS after the user's latest queued reply
 * (scheduled or being published, at its retry time when a failure pushed it back) and after the
 * latest one actually published, so approving a stack of cards does not post a burst. Its values
 * are placeholders (publishSlotValues), so a statement holding it is built once.
 */
export function publishSlot(db: TDb): SQL<Date> {
  // The statement's own row is pending: never among the queued it reads.
  const queued = alias(replies, 'queued');
  const latest = db
    .select({
      at: sql`max(case when ${queued.status} = 'published'
        then ${queued.publishedAt}
        else greatest(${queued.scheduledAt}, ${queued.retryAt}) end)`,
    })
    .from(queued)
    .where(
      and(
        eq(queued.userId, sql.placeholder('slotUser')),
        or(
          inArray(queued.status, ['scheduled', 'publishing']),
          and(
            eq(queued.status, 'published'),
            gt(queued.publishedAt, sql`${sql.placeholder('slotRecently')}::timestamptz`),
          ),
        ),
      ),
    );
  const gap = sql`${sql.placeholder('slotGapMs')}::int * interval '1 millisecond'`;
  return sql<Date>`greatest(${sql.placeholder('slotEarliest')}::timestamptz, (${latest}) + ${gap})`;
}

/** The values of publishSlot's placeholders, for a reply of `userId` approved at `now`. */
export function publishSlotValues(userId: string, config: TConfig, now: Date) {
  const gapMs = config.PUBLISH_MIN_GAP_SECONDS * 1000;
  return {
    slotUser: userId,
    slotEarliest: new Date(now.getTime() + config.PUBLISH_DELAY_SECONDS * 1000).toISOString(),
    slotRecently: new Date(now.getTime() - gapMs).toISOString(),
    slotGapMs: gapMs,
  };
}
