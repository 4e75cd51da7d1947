import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TEditResponseAnswer, ZEditResponseInput } from '@gatling/shared/api/replies';
import type { TEditType } from '@gatling/shared/spec';
import type { TSessionUser } from '../../auth/session';
import { AppError } from '../../errors';
import { replies } from '../../db/schema/replies';
import { rewriteTask } from '../../drafting/tasks/rewrite';
import { getStyleBrief } from '../style/get-style-brief';
import { assertAllowanceLeft } from './assert-allowance-left';
import type { TReviewContext } from './context';
import { requireOwnReply, reviewConflict } from './reply-row';
import { toPostBrief } from '../../drafting/post-brief';

/** What each quick edit aims for, in the words of its failure. */
const EDIT_GOAL: Record<TEditType, string> = {
  casual: 'more casual',
  tighter: 'shorter',
  professional: 'more professional',
  persuasive: 'more detailed',
  empathetic: 'warmer',
};

/**
 * A quick edit (POST /edit/response): a pending interaction's draft is rewritten in place, with
 * the post as context. Not counted (the approval that follows is); 402 once the allowance is used
 * up. The model is called outside any transaction; the draft is replaced only if the interaction
 * is still pending by then (409 otherwise).
 */
export async function rewriteResponse(
  ctx: TReviewContext,
  user: TSessionUser,
  input: z.output<typeof ZEditResponseInput>,
): Promise<TEditResponseAnswer> {
  const row = await requireOwnReply(ctx.db, user.id, input.reply_id);
  if (row.status !== 'pending') throw reviewConflict(row.status, 'edit');
  await assertAllowanceLeft(ctx.db, user, ctx.config);
  const voice = await getStyleBrief(ctx.db, user.id);
  const { text } = await ctx.llm.run(
    rewriteTask,
    { text: row.suggestedResponse, edit_type: input.edit_type, voice, post: toPostBrief(row.post) },
    { userId: user.id },
  );
  // A quick edit must change the draft or say why not, never answer the same text as if it had.
  if (text.trim() === row.suggestedResponse.trim()) {
    throw new AppError(
      'VALIDATION_FAILED',
      `The drafter could not make this reply ${EDIT_GOAL[input.edit_type]} than it is. Use Edit to change it yourself.`,
    );
  }
  const [updated] = await ctx.db
    .update(replies)
    .set({ suggestedResponse: text, editType: input.edit_type, updatedAt: new Date() })
    .where(and(eq(replies.userId, user.id), eq(replies.id, row.id), eq(replies.status, 'pending')))
    .returning({ id: replies.id });
  if (!updated) {
    const now = await requireOwnReply(ctx.db, user.id, row.id);
    throw reviewConflict(now.status, 'edit');
  }
  return { reply_id: row.id, suggested_response: text, edited_text: text };
}
