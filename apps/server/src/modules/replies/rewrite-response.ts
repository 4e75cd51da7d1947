import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TEditResponseAnswer, ZEditResponseInput } from '@gatling/shared/api/replies';
import type { TEditType } from '@gatling/shared/spec';
import type { TSessionUser } from '../../context';
import { AppError } from '../../errors';
import { replies } from '../../db/schema/replies';
import { rewriteTask } from '../../drafting/tasks/rewrite';
import { getStyleBrief } from '../style/get-style-brief';
import { assertAllowanceLeft } from './assert-allowance-left';
import type { TReviewContext } from './context';
import { requireOwnReply, reviewConflict } from './reply-row';
import { toPostBrief } from '../../drafting/post-brief';
import type { TRewriteInput } from '../../drafting/types';
import { stripEmoji } from '../../lib/text/emoji';

/**
 * Why a quick edit left the reply as it was, as the user reads it: the edit had nothing to work on
 * (the offline writer's transforms found nothing to change, or a model answered the same words twice).
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

/** The words of a text as a reader sees them change: emoji, punctuation and spacing do not count. */
const visibleWords = (text: string) =>
  stripEmoji(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
/** Whether an edit changed a reply in a way its reader notices (not only an emoji or a full stop). */
export const visiblyChanged = (before: string, after: string) => visibleWords(before) !== visibleWords(after);

/**
 * A quick edit (POST /edit/response): a pending interaction's draft is rewritten in place, with
 * the post as context. Not counted (the approval that follows is); 402 once the allowance is used
 * up. The model is called outside any transaction; the draft is replaced only if the interaction
 * is still pending by then (409 otherwise).
 */
export async function rewriteResponse(
  ctx: TReviewContext,
  user: TSessionUser,
  body: z.output<typeof ZEditResponseInput>,
): Promise<TEditResponseAnswer> {
  const row = await requireOwnReply(ctx.db, user.id, body.reply_id);
  if (row.status !== 'pending') throw reviewConflict(row.status, 'edit');
  await assertAllowanceLeft(ctx.db, user, ctx.config);
  const voice = await getStyleBrief(ctx.db, user.id);
  const input: TRewriteInput = {
    text: row.suggestedResponse,
    edit_type: body.edit_type,
    voice,
    post: toPostBrief(row.post),
    // The rewrite keeps to the reply's own network: its rules in the prompt, its length after.
    platform: { id: row.platform, length: ctx.platforms.get(row.platform).replyLength },
  };
  let { text } = await ctx.llm.run(rewriteTask, input, { userId: user.id });
  // A model that answered the same words is asked once more, shown its answer; the offline writer
  // is deterministic, so asking it again would only repeat itself.
  if (!visiblyChanged(row.suggestedResponse, text) && ctx.llm.kind !== 'offline') {
    ({ text } = await ctx.llm.run(rewriteTask, { ...input, unchanged_answer: text }, { userId: user.id }));
  }
  // A quick edit must change the draft or say why not, never answer the same text as if it had.
  if (!visiblyChanged(row.suggestedResponse, text)) {
    throw new AppError('VALIDATION_FAILED', EDIT_UNCHANGED[body.edit_type]);
  }
  const [updated] = await ctx.db
    .update(replies)
    .set({ suggestedResponse: text, editType: body.edit_type, updatedAt: new Date() })
    .where(and(eq(replies.userId, user.id), eq(replies.id, row.id), eq(replies.status, 'pending')))
    .returning({ id: replies.id });
  if (!updated) {
    const now = await requireOwnReply(ctx.db, user.id, row.id);
    throw reviewConflict(now.status, 'edit');
  }
  return { reply_id: row.id, suggested_response: text, edited_text: text };
}
