import { and, eq } from 'drizzle-orm';
import type { TComplaint } from '@gatling/shared/api/replies';
import type { TDb } from '../../db/client';
import { complaints } from '../../db/schema/replies';
import { requireOwnReply } from './reply-row';

export function toComplaint(row: typeof complaints.$inferSelect): TComplaint {
  return {
    interaction_id: row.replyId,
    complaint: row.complaint,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * GET /complaint: the user's feedback on one of their replies, or null when none was given
 * yet. "None yet" is the normal case when the dialog opens, so it is an answer, not an error; an
 * reply that is not the user's stays a 404.
 */
export async function getComplaint(db: TDb, userId: string, replyId: string): Promise<TComplaint | null> {
  const reply = await requireOwnReply(db, userId, replyId);
  const [row] = await db
    .select()
    .from(complaints)
    .where(and(eq(complaints.userId, userId), eq(complaints.replyId, reply.id)));
  return row ? toComplaint(row) : null;
}
