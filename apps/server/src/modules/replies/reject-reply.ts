import { sql } from 'drizzle-orm';
import { preparedInTransactions } from '../../db/client';
import type { z } from 'zod';
import type { TFeedbackAnswer, ZFeedbackRejectInput } from '@gatling/shared/api/replies';
import type { TSessionUser } from '../../context';
import { replies } from '../../db/schema/replies';
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
 * Swipe left (POST /feedback/reject): a pending reply is rejected and never drafted again
 * (one row per post). A rejection counts against the plan's daily allowance, once. human_edits, when the
 * user had typed something different from the draft, is kept as a signal of what they wanted.
 */
export async function rejectReply(
  ctx: TReviewContext,
  user: TSessionUser,
  input: z.output<typeof ZFeedbackRejectInput>,
  now = new Date(),
): Promise<TFeedbackAnswer> {
  const row = await ctx.db.transaction(async (tx) => {
    const current = await requireOwnReply(tx, user.id, input.reply_id, { lock: true });
    if (current.status !== 'pending') throw reviewConflict(current.status, 'review');
    const countedAt = await countReplyOnce(tx, user, current, ctx.config, now);
    const typed = input.human_edits?.trim();
    const [updated] = await rejectStatement(tx)({
      userId: user.id,
      id: current.id,
      humanEdits: typed ? editedOrNull(current.suggestedResponse, typed) : null,
      countedAt: countedAt.toISOString(),
      now: now.toISOString(),
    });
    if (!updated) throw new Error('a locked reply could not be updated');
    return updated;
  });
  // A follow-up ignored from the inbox: the item is decided and the inbox's count changes.
  await noteFollowUpDecided(ctx.db, row, now);
  return toFeedbackAnswer(row);
}
