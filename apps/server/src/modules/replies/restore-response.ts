import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TEditResponseAnswer, ZEditRestoreInput } from '@gatling/shared/api/replies';
import type { TSessionUser } from '../../context';
import { replies } from '../../db/schema/replies';
import type { TReviewContext } from './context';
import { assertReplyFits } from './reply-length';
import { requireOwnReply, reviewConflict } from './reply-row';
import { DRAFTED_BY_OFFLINE, draftedBy, toDraftedBy } from '../model-settings/drafted-by';

/**
 * The undo of a quick edit (POST /edit/restore): the text the card showed before it is put back as
 * the pending draft. Back at the first draft, the draft is no longer marked as rewritten. 409 once
 * the reply is decided; 422 for a text its platform would not take.
 */
export async function restoreResponse(
  ctx: TReviewContext,
  user: TSessionUser,
  body: z.output<typeof ZEditRestoreInput>,
): Promise<TEditResponseAnswer> {
  const row = await requireOwnReply(ctx.db, user.id, body.reply_id);
  assertReplyFits(body.text, ctx.platforms.get(row.platform).replyLength);
  if (row.status !== 'pending') throw reviewConflict(row.status, 'edit');
  const writer = await restoredWriter(ctx, user.id, row.draftedBy, body.drafted_by?.kind);
  const [updated] = await ctx.db
    .update(replies)
    .set({
      suggestedResponse: body.text,
      editType: body.text === row.originalDraft ? null : row.editType,
      draftedBy: writer,
      updatedAt: new Date(),
    })
    .where(and(eq(replies.userId, user.id), eq(replies.id, row.id), eq(replies.status, 'pending')))
    .returning({ id: replies.id });
  if (!updated) {
    const now = await requireOwnReply(ctx.db, user.id, row.id);
    throw reviewConflict(now.status, 'edit');
  }
  return {
    reply_id: row.id,
    suggested_response: body.text,
    edited_text: body.text,
    drafted_by: toDraftedBy(writer),
  };
}

/**
 * Who wrote the text put back, from the kind of writer the card showed with it: the demo writer,
 * or a model: the one that wrote the draft now on the card when that was a model, else the user's
 * model now, else unknown (the exact model of an earlier text is not kept, and a model's text is
 * never labelled a demo draft). Unsaid, the writer stays as it is.
 */
async function restoredWriter(
  ctx: TReviewContext,
  userId: string,
  current: string | null,
  kind: 'demo' | 'model' | 'unknown' | undefined,
): Promise<string | null> {
  if (kind === undefined) return current;
  if (kind === 'demo') return DRAFTED_BY_OFFLINE;
  if (kind === 'unknown') return null;
  if (current !== null && current !== DRAFTED_BY_OFFLINE) return current;
  const now = await draftedBy(ctx.llm, userId);
  return now === DRAFTED_BY_OFFLINE ? null : now;
}
