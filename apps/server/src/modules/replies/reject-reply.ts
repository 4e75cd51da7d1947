import { and, eq, sql } from 'drizzle-orm';
import { preparedInTransactions } from '../../db/client';
import type { z } from 'zod';
import type { TFeedbackAnswer, ZFeedbackRejectInput } from '@gatling/shared/api/replies';
import type { TSessionUser } from '../../context';
import { replies } from '../../db/schema/replies';
import { isUuid } from '../../lib/uuid';
import { hasFullAccess, loadBillingState } from '../billing/load-billing-state';
import type { TReviewContext } from './context';
import { countReplyOnce } from './count-reply-once';
import { toFeedbackAnswer } from './feedback-answer';
import { editedOrNull, OWN_REPLY, requireOwnReply, REVIEWED, reviewConflict } from './reply-row';
import { noteFollowUpDecided } from '../conversations/follow-up-decided';

/** The ignore's update, built once (its values placeholders). */
const rejectStatement = preparedInTransactions(
  (db) =>
    db
      .update(replies)
      .set({
        status: 'rejected',
        humanEdits: sql`${sql.placeholder('humanEdits')}::text`,
        ...REVIEWED,
      })
      .where(OWN_REPLY)
      .returning(),
  'gatling_reply_reject',
);

/**
 * The ignore as one statement, for a swipe with nothing typed by a user whose plan counts no
 * reviews: the reply is rejected only if it is still pending. A reply another decision holds is
 * waited for and then read again, so of two racing decisions one wins; no row back (not the
 * user's, or not pending) leaves the answer to the locking path.
 */
const rejectPendingStatement = preparedInTransactions(
  (db) =>
    db
      .update(replies)
      .set({
        status: 'rejected',
        humanEdits: null,
        ...REVIEWED,
        countedAt: sql`coalesce(${replies.countedAt}, ${sql.placeholder('now')}::timestamptz)`,
      })
      .where(and(OWN_REPLY, eq(replies.status, 'pending')))
      .returning(),
  'gatling_reply_reject_pending',
);

/**
 * Swipe left (POST /feedback/reject): a pending reply is rejected and never drafted again
 * (one row per post). A rejection counts against the plan's daily allowance, once. human_edits, when the
 * user had typed something different from the draft, is kept as a signal of what they wanted.
 *
 * The plan is read before any lock: what it says does not depend on the reply's row, and the
 * allowance itself is counted atomically. Most ignores (nothing typed, a plan that does not count)
 * are then one statement; the rest lock the row, check and count, and update.
 */
export async function rejectReply(
  ctx: TReviewContext,
  user: TSessionUser,
  input: z.output<typeof ZFeedbackRejectInput>,
  now = new Date(),
): Promise<TFeedbackAnswer> {
  const typed = input.human_edits?.trim();
  const plan = await loadBillingState(ctx.db, user, ctx.config);
  const [rejected] =
    !typed && isUuid(input.reply_id) && hasFullAccess(plan, now)
      ? await rejectPendingStatement(ctx.db)({ userId: user.id, id: input.reply_id, now: now.toISOString() })
      : [];
  const row =
    rejected ??
    (await ctx.db.transaction(async (tx) => {
      const current = await requireOwnReply(tx, user.id, input.reply_id, { lock: true });
      if (current.status !== 'pending') throw reviewConflict(current.status, 'review');
      const countedAt = await countReplyOnce(tx, user, current, ctx.config, now, plan);
      const [updated] = await rejectStatement(tx)({
        userId: user.id,
        id: current.id,
        humanEdits: typed ? editedOrNull(current.suggestedResponse, typed) : null,
        countedAt: countedAt.toISOString(),
        now: now.toISOString(),
      });
      if (!updated) throw new Error('a locked reply could not be updated');
      return updated;
    }));
  // A follow-up ignored from the inbox: the item is decided and the inbox's count changes.
  await noteFollowUpDecided(ctx.db, row, now);
  return toFeedbackAnswer(row);
}
