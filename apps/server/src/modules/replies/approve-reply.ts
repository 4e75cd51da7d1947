import type { z } from 'zod';
import type { TFeedbackAnswer, ZFeedbackApproveInput } from '@gatling/shared/api/replies';
import type { TSessionUser } from '../../context';
import { loadBillingState } from '../billing/load-billing-state';
import type { TReviewContext } from './context';
import { toFeedbackAnswer } from './feedback-answer';
import { reviewConflict } from './reply-row';
import { lockForPublishSlot } from './next-publish-slot';
import { scheduleReply } from './schedule-reply';
import { noteFollowUpDecided } from '../conversations/follow-up-decided';

/**
 * Swipe right (POST /feedback/approve): a pending reply is scheduled with the user's text
 * (human_edits) or the draft. 404 not the user's; 409 already approved or rejected; 422 too long
 * for X; 402 past the free allowance. Any refusal changes nothing.
 */
export async function approveReply(
  ctx: TReviewContext,
  user: TSessionUser,
  input: z.output<typeof ZFeedbackApproveInput>,
  now = new Date(),
): Promise<TFeedbackAnswer> {
  // The plan does not depend on the reply's row: read before the locks, it holds them one round trip less.
  const plan = await loadBillingState(ctx.db, user, ctx.config);
  const row = await ctx.db.transaction(async (tx) => {
    const current = await lockForPublishSlot(tx, user.id, input.reply_id);
    if (current.status !== 'pending') throw reviewConflict(current.status, 'review');
    const text = input.human_edits ?? current.suggestedResponse;
    const length = ctx.platforms.get(current.platform).replyLength;
    return scheduleReply(tx, ctx.config, user, current, { text, drySend: input.dry_send, length }, now, plan);
  });
  ctx.jobs.nudge('publish-due');
  // A follow-up sent from the inbox: the item is decided and the inbox's count changes.
  await noteFollowUpDecided(ctx.db, row, now);
  return toFeedbackAnswer(row);
}
