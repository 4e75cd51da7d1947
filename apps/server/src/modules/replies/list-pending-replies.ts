import { and, asc, eq } from 'drizzle-orm';
import type { TPendingInteraction } from '@gatling/shared/api/replies';
import type { TDb } from '../../db/client';
import { replies } from '../../db/schema/replies';
import type { TReplyRow } from './reply-row';

/** Most cards one load of the review stack carries; the rest follow as the stack empties. */
export const PENDING_LIST_MAX = 100;

export function toPendingReply(row: TReplyRow): TPendingInteraction {
  return {
    id: row.id,
    suggested_response: row.suggestedResponse,
    platform: row.platform,
    original_message: row.post,
    delivery: row.delivery,
    source: { kind: row.sourceKind, value: row.sourceValue },
    matched_rule: row.matchedRule,
    created_at: row.createdAt.toISOString(),
  };
}

/** The review stack (GET /interactions/pending): the user's pending drafts, oldest first. */
export async function listPendingReplies(db: TDb, userId: string): Promise<TPendingInteraction[]> {
  const rows = await db
    .select()
    .from(replies)
    .where(and(eq(replies.userId, userId), eq(replies.status, 'pending')))
    .orderBy(asc(replies.createdAt), asc(replies.id))
    .limit(PENDING_LIST_MAX);
  return rows.map(toPendingReply);
}
