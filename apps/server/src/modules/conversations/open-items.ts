import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { conversationItems } from '../../db/schema/conversations';
import { replies } from '../../db/schema/replies';
import { publishEvent } from '../../event-log/publish-event';

/**
 * Whether an item waits in the inbox (decision 0083): the writer had nothing to add and the user
 * has not decided, or its follow-up waits for the user's swipe. The follow-up's own status says
 * whether it was sent or ignored, so nothing keeps that twice. Read with `replies` left-joined on
 * `replies.conversation_item_id = conversation_items.id`.
 */
export const isOpenItem: SQL = or(
  eq(conversationItems.status, 'nothing_to_add'),
  and(eq(conversationItems.status, 'drafted'), eq(replies.status, 'pending')),
) as SQL;

/** How many items wait in the user's inbox (the navigation's count). */
export async function countOpenItems(db: TDb, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(conversationItems)
    .leftJoin(replies, eq(replies.conversationItemId, conversationItems.id))
    .where(and(eq(conversationItems.userId, userId), isOpenItem));
  return Number(row?.n ?? 0);
}

/**
 * Tells the user's open apps the inbox changed, with its count: after items came in or were
 * drafted, and after a decision on one. Call it after the change committed (in the same
 * transaction is fine too: the event is stored and announced on commit).
 */
export async function announceInbox(db: TDb, userId: string): Promise<void> {
  await publishEvent(db, userId, { type: 'conversations.changed', open: await countOpenItems(db, userId) });
}
