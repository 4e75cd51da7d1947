import { and, eq, sql } from 'drizzle-orm';
import { preparedInTransactions, type TDb } from '../../db/client';
import { replies, type TReplyStatus } from '../../db/schema/replies';
import { AppError } from '../../errors';
import { isUuid } from '../../lib/uuid';

export type TReplyRow = typeof replies.$inferSelect;

export const REPLY_NOT_FOUND = 'This reply does not exist';

/**
 * One of the user's replies, or null (unknown id, malformed id, another user's row). With
 * `lock`, the row stays locked until the surrounding transaction ends, so two requests acting on
 * it run one after the other and the second sees what the first did.
 */
export async function findOwnReply(
  db: TDb,
  userId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<TReplyRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await (options.lock ? lockedStatement : readStatement)(db)({ userId, id });
  return row ?? null;
}

/**
 * For statements built once: the reply of the `userId` and `id` placeholders, and the review's
 * values (the `countedAt` and `now` placeholders, ISO times) every decision writes.
 */
export const OWN_REPLY = and(
  eq(replies.userId, sql.placeholder('userId')),
  eq(replies.id, sql.placeholder('id')),
);
export const REVIEWED = {
  countedAt: sql`${sql.placeholder('countedAt')}::timestamptz`,
  reviewedAt: sql`${sql.placeholder('now')}::timestamptz`,
  updatedAt: sql`${sql.placeholder('now')}::timestamptz`,
};

const ownReply = (db: TDb) => db.select().from(replies).where(OWN_REPLY);
/** findOwnReply's statements, built once (every decision reads its reply through one). */
const readStatement = preparedInTransactions(ownReply, 'gatling_reply_own');
const lockedStatement = preparedInTransactions(
  (db) => ownReply(db).for('no key update'),
  'gatling_reply_own_locked',
);

export async function requireOwnReply(
  db: TDb,
  userId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<TReplyRow> {
  const row = await findOwnReply(db, userId, id, options);
  if (!row) throw new AppError('NOT_FOUND', REPLY_NOT_FOUND);
  return row;
}

const STATE: Record<Exclude<TReplyStatus, 'pending'>, string> = {
  rejected: 'This reply was already rejected',
  scheduled: 'This reply was already approved',
  publishing: 'This reply is being published right now',
  awaiting_intent: 'This reply was already approved and is waiting to be finished on X',
  published: 'This reply was already published',
  failed: 'This reply was already approved (publishing it failed)',
  cancelled: 'This reply was removed from the schedule',
};

/** The 409 of acting on a reply that is no longer in a state the action accepts. */
export function reviewConflict(status: TReplyStatus, action: 'review' | 'edit'): AppError {
  const state = status === 'pending' ? 'This reply is still waiting for review' : STATE[status];
  return new AppError('CONFLICT', action === 'edit' ? `${state}; it can no longer be edited` : state);
}

/** The user's text when it differs from the draft they were shown; null when they sent the draft. */
export function editedOrNull(draft: string, text: string): string | null {
  return text.trim() === draft.trim() ? null : text;
}
