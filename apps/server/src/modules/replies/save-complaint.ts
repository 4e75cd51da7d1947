import type { z } from 'zod';
import type { TComplaint, ZComplaintInput } from '@gatling/shared/api/replies';
import type { TDb } from '../../db/client';
import { complaints } from '../../db/schema/replies';
import { toComplaint } from './get-complaint';
import { requireOwnReply } from './reply-row';

/**
 * POST /complaint: the user's curation feedback on one of their replies, whatever its state.
 * One per reply: sending again replaces the text (created_at stays).
 */
export async function saveComplaint(
  db: TDb,
  userId: string,
  input: z.output<typeof ZComplaintInput>,
): Promise<TComplaint> {
  const reply = await requireOwnReply(db, userId, input.interaction_id);
  const now = new Date();
  const [row] = await db
    .insert(complaints)
    .values({
      userId,
      replyId: reply.id,
      complaint: input.complaint,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [complaints.userId, complaints.replyId],
      set: { complaint: input.complaint, updatedAt: now },
    })
    .returning();
  if (!row) throw new Error('a complaint upsert returned no row');
  return toComplaint(row);
}
