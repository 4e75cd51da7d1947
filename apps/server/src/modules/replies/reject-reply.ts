import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TFeedbackAnswer, ZFeedbackRejectInput } from '@gatling/shared/api/replies';
import type { TSessionUser } from '../../context';
import { replies } from '../../db/schema/replies';
import type { TReviewContext } from './context';
import { countReplyOnce } from './count-reply-once';
import { toFeedbackAnswer } from './feedback-answer';
import { editedOrNull, requireOwnReply, reviewConflict } from './reply-row';
import { noteFollowUpDecided } from '../conversations/follow-up-decided';

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
    const [updated] = await tx
      .update(replies)
      .set({
        status: 'rejected',
        humanEdits: typed ? editedOrNull(current.suggestedResponse, typed) : null,
        countedAt,
        reviewedAt: now,
        updatedAt: now,
      })
      .where(and(eq(replies.userId, user.id), eq(replies.id, current.id)))
      .returning();
    if (!updated) throw new Error('a locked reply could not be updated');
    return updated;
  });
  // A follow-up ignored from the inbox: the item is decided and the inbox's count changes.
  await noteFollowUpDecided(ctx.db, row, now);
  return toFeedbackAnswer(row);
}
