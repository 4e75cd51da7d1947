import { sql } from 'drizzle-orm';
import type { TSessionUser } from '../../context';
import type { TConfig } from '../../config';
import { preparedInTransactions, type TDb } from '../../db/client';
import { replies } from '../../db/schema/replies';
import { publishEvent } from '../../event-log/publish-event';
import type { TBillingState } from '../billing/load-billing-state';
import { countReplyOnce } from './count-reply-once';
import { editedOrNull, OWN_REPLY, REVIEWED, type TReplyRow } from './reply-row';
import { publishSlot, publishSlotValues, type TSlotLockedReply } from './next-publish-slot';
import { assertReplyFits } from './reply-length';
import type { TLengthRule } from '../../integrations/platform/types';

/** `length`: the reply's platform's rule (its provider's replyLength). */
export type TApproval = { text: string; drySend: boolean; editType?: string; length: TLengthRule };

const ph = (name: string) => sql.placeholder(name);

/** The approval's update, built once: its values are placeholders, its slot is publishSlot's. */
const scheduleStatement = preparedInTransactions(
  (db) =>
    db
      .update(replies)
      .set({
        status: 'scheduled',
        finalText: sql`${ph('text')}::text`,
        humanEdits: sql`${ph('humanEdits')}::text`,
        // Kept as it was when the approval names none.
        editType: sql`coalesce(${ph('editType')}::text, ${replies.editType})`,
        drySend: sql`${ph('drySend')}::boolean`,
        ...REVIEWED,
        scheduledAt: publishSlot(db),
      })
      .where(OWN_REPLY)
      .returning(),
  'gatling_reply_schedule',
);

/**
 * Approves a pending reply with `text` (the draft or the user's own): checks the length,
 * counts it once against the plan, gives it the next publish slot and announces it. Runs inside the
 * transaction holding the row's lock and its user's publish-slot lock (lockForPublishSlot); the
 * caller nudges the publisher after the commit. `plan`: the user's plan, read before the locks.
 */
export async function scheduleReply(
  tx: TDb,
  config: TConfig,
  user: TSessionUser,
  row: TSlotLockedReply,
  approval: TApproval,
  now: Date,
  plan?: TBillingState,
): Promise<TReplyRow> {
  assertReplyFits(approval.text, approval.length);
  const countedAt = await countReplyOnce(tx, user, row, config, now, plan);
  const [updated] = await scheduleStatement(tx)({
    userId: user.id,
    id: row.id,
    text: approval.text,
    humanEdits: editedOrNull(row.suggestedResponse, approval.text),
    editType: approval.editType || null,
    drySend: approval.drySend,
    countedAt: countedAt.toISOString(),
    now: now.toISOString(),
    ...publishSlotValues(user.id, config, now),
  });
  if (!updated?.scheduledAt) throw new Error('a locked reply could not be updated');
  // Every open page of the user moves the reply from the review stack to the scheduled list.
  await publishEvent(tx, user.id, {
    type: 'reply.scheduled',
    reply_id: updated.id,
    scheduled_at: updated.scheduledAt.toISOString(),
  });
  return updated;
}
