import { and, eq, isNull } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { conversationItems } from '../../db/schema/conversations';
import { announceInbox } from './open-items';

/**
 * After a decision on a follow-up through the review stack's calls (approve, reject, an edit sent):
 * the item is decided from then on, and the user's apps hear the inbox's new count. Called after the
 * decision committed (the reply's row lock is released, so this never waits on the inbox's own
 * decisions, which lock the item first). A reply that follows up nothing changes nothing.
 */
export async function noteFollowUpDecided(
  db: TDb,
  reply: { userId: string; conversationItemId: string | null },
  now = new Date(),
): Promise<void> {
  const itemId = reply.conversationItemId;
  if (!itemId) return;
  await db
    .update(conversationItems)
    .set({ decidedAt: now, updatedAt: now })
    .where(
      and(
        eq(conversationItems.userId, reply.userId),
        eq(conversationItems.id, itemId),
        isNull(conversationItems.decidedAt),
      ),
    );
  await announceInbox(db, reply.userId);
}
