import { and, eq } from 'drizzle-orm';
import type { TSessionUser } from '../../context';
import type { TConfig } from '../../config';
import type { TDb } from '../../db/client';
import { replies } from '../../db/schema/replies';
import { publishEvent } from '../../event-log/publish-event';
import { countReplyOnce } from './count-reply-once';
import { editedOrNull, type TReplyRow } from './reply-row';
import { publishSlot, type TSlotLockedReply } from './next-publish-slot';
import { assertReplyFits } from './reply-length';
import type { TLengthRule } from '../../integrations/platform/types';

/** `length`: the reply's platform's rule (its provider's replyLength). */
export type TApproval = { text: string; drySend: boolean; editType?: string; length: TLengthRule };

/**
 * Approves a pending reply with `text` (the draft or the user's own): checks the length,
 * counts it once against the plan, gives it the next publish slot and announces it. Runs inside the
 * transaction holding the row's lock and its user's publish-slot lock (lockForPublishSlot); the
 * caller nudges the publisher after the commit.
 */
export async function scheduleReply(
  tx: TDb,
  config: TConfig,
  user: TSessionUser,
  row: TSlotLockedReply,
  approval: TApproval,
  now: Date,
): Promise<TReplyRow> {
  assertReplyFits(approval.text, approval.length);
  const countedAt = await countReplyOnce(tx, user, row, config, now);
  const [updated] = await tx
    .update(replies)
    .set({
      status: 'scheduled',
      finalText: approval.text,
      humanEdits: editedOrNull(row.suggestedResponse, approval.text),
      ...(approval.editType ? { editType: approval.editType } : {}),
      drySend: approval.drySend,
      countedAt,
      reviewedAt: now,
      scheduledAt: publishSlot(tx, user.id, config, now),
      updatedAt: now,
    })
    .where(and(eq(replies.userId, user.id), eq(replies.id, row.id)))
    .returning();
  if (!updated?.scheduledAt) throw new Error('a locked reply could not be updated');
  // Every open page of the user moves the reply from the review stack to the scheduled list.
  await publishEvent(tx, user.id, {
    type: 'reply.scheduled',
    reply_id: updated.id,
    scheduled_at: updated.scheduledAt.toISOString(),
  });
  return updated;
}
