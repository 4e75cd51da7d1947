import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TEditSubmitAnswer, ZEditSubmitInput } from '@gatling/shared/api/replies';
import type { TSessionUser } from '../../context';
import type { TConfig } from '../../config';
import type { TDb } from '../../db/client';
import { replies } from '../../db/schema/replies';
import { learnFromEdit } from '../style/learn-from-edit';
import type { TReviewContext } from './context';
import { countReplyOnce } from './count-reply-once';
import { toFeedbackAnswer } from './feedback-answer';
import { editedOrNull, reviewConflict, type TReplyRow } from './reply-row';
import { lockForPublishSlot } from './next-publish-slot';
import { assertReplyFits } from './reply-length';
import type { TLengthRule } from '../../integrations/platform/types';
import { NO_RULE, saveRuleFromEdit } from './save-rule-from-edit';
import { scheduleReply } from './schedule-reply';
import { noteFollowUpDecided } from '../conversations/follow-up-decided';

type TSubmitInput = z.output<typeof ZEditSubmitInput>;

/**
 * The user's own edit (POST /edit/submit). The web client sends approve with human_edits and
 * then this call for the same card, so it accepts a pending reply (approved here with the
 * edited text, like approve) or one that approve already scheduled (its text is replaced; it keeps
 * its slot and is not counted again). Anything further along is a 409. The edit is learned as a
 * style example once; with save_as_rule a rule is inferred after the commit.
 */
export async function submitEdit(
  ctx: TReviewContext,
  user: TSessionUser,
  input: TSubmitInput,
  now = new Date(),
): Promise<TEditSubmitAnswer> {
  const { row, approved } = await ctx.db.transaction(async (tx) => {
    // Locked with the user's publish-slot lock: a pending reply is given a slot below.
    const current = await lockForPublishSlot(tx, user.id, input.reply_id);
    let updated: TReplyRow;
    const length = ctx.platforms.get(current.platform).replyLength;
    if (current.status === 'pending') {
      const approval = {
        text: input.edited_text,
        drySend: input.dry_send,
        editType: input.edit_type,
        length,
      };
      updated = await scheduleReply(tx, ctx.config, user, current, approval, now);
    } else if (current.status === 'scheduled') {
      updated = await reviseScheduled(tx, ctx.config, user, current, input, now, length);
    } else {
      throw reviewConflict(current.status, 'edit');
    }
    return {
      row: await learnOnce(tx, user.id, updated, input.edited_text, now),
      approved: current.status === 'pending',
    };
  });
  if (approved) {
    ctx.jobs.nudge('publish-due');
    // A follow-up sent from the inbox with the user's edit: the item is decided, the count changes.
    await noteFollowUpDecided(ctx.db, row, now);
  }
  const rule = input.save_as_rule ? await saveRuleFromEdit(ctx, user.id, row, input.edited_text) : NO_RULE;
  return { ...toFeedbackAnswer(row), ...rule };
}

/**
 * A scheduled reply gets the edited text. Dry mode only ever turns on here: a client that leaves
 * dry_send out of this second call must not make a dry send real.
 */
async function reviseScheduled(
  tx: TDb,
  config: TConfig,
  user: TSessionUser,
  row: TReplyRow,
  input: TSubmitInput,
  now: Date,
  length: TLengthRule,
): Promise<TReplyRow> {
  assertReplyFits(input.edited_text, length);
  const countedAt = await countReplyOnce(tx, user, row, config, now);
  const [updated] = await tx
    .update(replies)
    .set({
      finalText: input.edited_text,
      humanEdits: editedOrNull(row.suggestedResponse, input.edited_text),
      editType: input.edit_type,
      drySend: row.drySend || input.dry_send,
      countedAt,
      updatedAt: now,
    })
    .where(and(eq(replies.userId, user.id), eq(replies.id, row.id)))
    .returning();
  if (!updated) throw new Error('a locked reply could not be updated');
  return updated;
}

/** Keeps the edit as an example of the user's voice, once per reply (learned_at). */
async function learnOnce(
  tx: TDb,
  userId: string,
  row: TReplyRow,
  final: string,
  now: Date,
): Promise<TReplyRow> {
  if (row.learnedAt) return row;
  const { kept } = await learnFromEdit({ db: tx }, userId, {
    draft: row.originalDraft,
    final,
    context: row.post.text,
  });
  if (!kept) return row;
  const [updated] = await tx
    .update(replies)
    .set({ learnedAt: now })
    .where(and(eq(replies.userId, userId), eq(replies.id, row.id)))
    .returning();
  return updated ?? row;
}
