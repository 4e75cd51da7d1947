import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TPlatform } from '@gatling/shared/api/platforms';
import type { TConversationItem } from '@gatling/shared/api/conversations';
import type { TDb } from '../../db/client';
import { conversationItems } from '../../db/schema/conversations';
import { replies } from '../../db/schema/replies';
import type { TPlatformRegistry } from '../../integrations/platform/registry';
import { toDraftedBy } from '../model-settings/drafted-by';
import { isOpenItem } from './open-items';

/** Most items one load of the inbox carries; the next ones follow as it empties. */
export const CONVERSATIONS_LIST_MAX = 100;

/** The reply sent through the product that an item answers (the follow-up is `replies` itself). */
const answered = alias(replies, 'answered');

const COLUMNS = {
  id: conversationItems.id,
  platform: conversationItems.platform,
  kind: conversationItems.kind,
  post: conversationItems.post,
  status: conversationItems.status,
  nothingToAdd: conversationItems.nothingToAdd,
  likedAt: conversationItems.likedAt,
  createdAt: conversationItems.createdAt,
  followUp: {
    id: replies.id,
    status: replies.status,
    suggestedResponse: replies.suggestedResponse,
    delivery: replies.delivery,
    draftedBy: replies.draftedBy,
  },
  answered: {
    id: answered.id,
    suggestedResponse: answered.suggestedResponse,
    finalText: answered.finalText,
    publishedUrl: answered.publishedUrl,
  },
};

/** Whether the provider of each platform gives Likes (the inbox shows its Like button then). */
export const canLike = (platforms: TPlatformRegistry, platform: TPlatform): boolean =>
  typeof platforms.get(platform).likePost === 'function';

/**
 * The inbox (GET /conversations): the user's open items (open-items.ts), oldest first, each with
 * the reply of theirs it answers and its follow-up waiting for a swipe. With `platform`, one
 * network's items only.
 */
export async function listConversations(
  deps: { db: TDb; platforms: TPlatformRegistry },
  userId: string,
  platform?: TPlatform,
): Promise<TConversationItem[]> {
  const rows = await deps.db
    .select(COLUMNS)
    .from(conversationItems)
    .leftJoin(replies, eq(replies.conversationItemId, conversationItems.id))
    .leftJoin(
      answered,
      and(eq(answered.id, conversationItems.answeredReplyId), eq(answered.userId, conversationItems.userId)),
    )
    .where(
      and(
        eq(conversationItems.userId, userId),
        isOpenItem,
        platform ? eq(conversationItems.platform, platform) : undefined,
      ),
    )
    .orderBy(asc(conversationItems.createdAt), asc(conversationItems.id))
    .limit(CONVERSATIONS_LIST_MAX);
  return rows.map((row) => {
    const followUp = row.status === 'drafted' && row.followUp?.status === 'pending' ? row.followUp : null;
    return {
      id: row.id,
      platform: row.platform,
      kind: row.kind,
      post: row.post,
      your_reply: row.answered && {
        id: row.answered.id,
        text: row.answered.finalText ?? row.answered.suggestedResponse,
        url: row.answered.publishedUrl,
      },
      follow_up: followUp && {
        reply_id: followUp.id,
        suggested_response: followUp.suggestedResponse,
        delivery: followUp.delivery,
        drafted_by: toDraftedBy(followUp.draftedBy),
      },
      nothing_to_add: followUp ? null : row.nothingToAdd,
      can_like: canLike(deps.platforms, row.platform),
      liked: row.likedAt !== null,
      received_at: row.createdAt.toISOString(),
    };
  });
}
