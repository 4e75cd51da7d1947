import { and, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { RESTORE_SCHEDULED_WINDOW_MS } from '@gatling/shared/api/scheduled';
import type { TDb } from '../../db/client';
import { replies } from '../../db/schema/replies';

/**
 * POST /scheduled/restore, the undo of DELETE /scheduled: puts back those of the user's replies
 * cancelled within RESTORE_SCHEDULED_WINDOW_MS and answers their ids, in the order asked. A reply
 * that had failed (an error and no retry planned) comes back failed; any other comes back scheduled
 * at its time, and one whose time passed meanwhile goes out at once, as it would have. Unknown ids,
 * other users' ids and replies in any other state are left alone and not named.
 */
export async function restoreScheduled(db: TDb, userId: string, ids: string[], now: Date): Promise<string[]> {
  const since = new Date(now.getTime() - RESTORE_SCHEDULED_WINDOW_MS);
  const wasFailed = and(isNotNull(replies.lastError), isNull(replies.retryAt));
  const restored = await db
    .update(replies)
    .set({
      status: sql`case when ${wasFailed} then 'failed' else 'scheduled' end`,
      updatedAt: now,
    })
    .where(
      and(
        eq(replies.userId, userId),
        inArray(replies.id, ids),
        eq(replies.status, 'cancelled'),
        gte(replies.updatedAt, since),
      ),
    )
    .returning({ id: replies.id });
  const done = new Set(restored.map((r) => r.id));
  return ids.filter((id) => done.has(id));
}
