import { and, eq } from 'drizzle-orm';
import type { TComplaint } from '@gatling/shared/api/replies';
import type { TDb } from '../../db/client';
import { complaints } from '../../db/schema/replies';
import { AppError } from '../../errors';
import { isUuid } from '../../lib/uuid';

export const NO_COMPLAINT = 'There is no feedback on this reply yet';

export function toComplaint(row: typeof complaints.$inferSelect): TComplaint {
  return {
    interaction_id: row.replyId,
    complaint: row.complaint,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** GET /complaint: the user's feedback on one interaction; 404 when there is none (spec §8). */
export async function getComplaint(db: TDb, userId: string, interactionId: string): Promise<TComplaint> {
  if (!isUuid(interactionId)) throw new AppError('NOT_FOUND', NO_COMPLAINT);
  const [row] = await db
    .select()
    .from(complaints)
    .where(and(eq(complaints.userId, userId), eq(complaints.replyId, interactionId)));
  if (!row) throw new AppError('NOT_FOUND', NO_COMPLAINT);
  return toComplaint(row);
}
