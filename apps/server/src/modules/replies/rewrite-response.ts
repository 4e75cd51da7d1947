import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TEditResponseAnswer, ZEditResponseInput } from '@gatling/shared/api/replies';
import type { TEditType } from '@gatling/shared/spec';
import type { TSessionUser } from '../../context';
import { AppError } from '../../errors';
import { replies } from '../../db/schema/replies';
import { assertAllowanceLeft } from './assert-allowance-left';
import type { TReviewContext } from './context';
import { requireOwnReply, reviewConflict } from './reply-row';
import { toPostBrief } from '../../drafting/post-brief';
import { guardedRewrite, visiblyChanged } from './guarded-rewrite';
import { toDraftedBy } from '../model-settings/drafted-by';

/**
 * Why the demo writer's quick edit left the reply as it was, as the user reads it: its transforms
 * found nothing to change. (A model that answers the same words is told as such: modelDidNotEdit.)
 */
export const EDIT_UNCHANGED: Record<TEditType, string> = {
  casual:
    'This reply is already casual: there is nothing stiff in it to loosen. Use Edit to change it yourself.',
  tighter: 'This reply is already as short as it can be. Use Edit to change it yourself.',
  professional:
    'This reply already reads as professional: there is nothing informal in it to change. Use Edit to change it yourself.',
  persuasive:
    'There is nothing more in the post to add to this reply without making things up. Use Edit to add your own detail.',
  empathetic: 'This reply is already warm toward the author. Use Edit to change it yourself.',
};

/**
 * A quick edit (POST /edit/response): a pending reply's draft is rewritten in place, with
 * the post as context, held to the draft checks (guarded-rewrite.ts: a rewrite they refuse is a
 * 422 and the draft stays). The draft's writer follows its text: a demo writer's edit of a model's
 * draft makes it a demo draft, a model's edit of a demo draft makes it that model's. Not counted
 * (the approval that follows is); 402 once the allowance is used up. The model is called outside
 * any transaction; the draft is replaced only if the reply is still pending by then (409
 * otherwise), and only if the user did not cancel the edit (`signal`, their request's) meanwhile.
 */
export async function rewriteResponse(
  ctx: TReviewContext,
  user: TSessionUser,
  body: z.output<typeof ZEditResponseInput>,
  signal?: AbortSignal,
): Promise<TEditResponseAnswer> {
  const row = await requireOwnReply(ctx.db, user.id, body.reply_id);
  if (row.status !== 'pending') throw reviewConflict(row.status, 'edit');
  await assertAllowanceLeft(ctx.db, user, ctx.config);
  const { text, writer } = await guardedRewrite(ctx, user.id, {
    text: row.suggestedResponse,
    edit_type: body.edit_type,
    post: toPostBrief(row.post),
    // The rewrite keeps to the reply's own network: its rules in the prompt, its length after.
    platform: { id: row.platform, length: ctx.platforms.get(row.platform).replyLength },
    ownTexts: [row.originalDraft, row.suggestedResponse],
    instead: 'use Edit to change it yourself',
    signal,
  });
  // A quick edit must change the draft or say why not, never answer the same text as if it had.
  if (!visiblyChanged(row.suggestedResponse, text)) {
    throw new AppError('VALIDATION_FAILED', EDIT_UNCHANGED[body.edit_type]);
  }
  const [updated] = await ctx.db
    .update(replies)
    .set({ suggestedResponse: text, editType: body.edit_type, draftedBy: writer, updatedAt: new Date() })
    .where(and(eq(replies.userId, user.id), eq(replies.id, row.id), eq(replies.status, 'pending')))
    .returning({ id: replies.id });
  if (!updated) {
    const now = await requireOwnReply(ctx.db, user.id, row.id);
    throw reviewConflict(now.status, 'edit');
  }
  return { reply_id: row.id, suggested_response: text, edited_text: text, drafted_by: toDraftedBy(writer) };
}
