import type { TOriginalMessage } from '@gatling/shared/api/replies';
import type { TDb } from '../../src/db/client';
import { replies } from '../../src/db/schema/replies';

export type TReplyRow = typeof replies.$inferSelect;
export type TNewReply = typeof replies.$inferInsert;

let posts = 0;

/** A post as the review card shows it; `id` defaults to a fresh numeric id. */
export function testOriginalMessage(overrides: Partial<TOriginalMessage> = {}): TOriginalMessage {
  posts += 1;
  const id = overrides.id ?? `${1_900_000_000_000_000_000n + BigInt(Date.now()) * 1000n + BigInt(posts)}`;
  return {
    id,
    text: 'Shipping a side project this weekend. What do you use for auth these days?',
    created_at: new Date().toISOString(),
    reactions: { likes: 12, replies: 3, retweets: 1, views: 1450 },
    author: { username: 'maker_ana', name: 'Ana Maker', avatar_url: null },
    media: null,
    tweet_type: 'SINGLE',
    original_tweet: null,
    url: `https://x.com/maker_ana/status/${id}`,
    ...overrides,
  };
}

/**
 * Inserts a reply for `userId` directly (as a monitoring run would), pending by default.
 * Tests of the review and publishing flows start from here instead of running monitoring.
 */
export async function insertReply(
  db: TDb,
  userId: string,
  overrides: Partial<Omit<TNewReply, 'userId'>> = {},
): Promise<TReplyRow> {
  const post = overrides.post ?? testOriginalMessage(overrides.postId ? { id: overrides.postId } : {});
  const draft = overrides.suggestedResponse ?? 'Lucia or Better Auth, depending on how much you want to own.';
  const [row] = await db
    .insert(replies)
    .values({
      postId: post.id,
      postAuthorId: '1001',
      sourceKind: 'keyword',
      sourceValue: 'side project auth',
      score: 80,
      reason: 'Asks for tool advice in the audience',
      originalDraft: draft,
      delivery: 'intent',
      ...overrides,
      post,
      suggestedResponse: draft,
      userId,
    })
    .returning();
  if (!row) throw new Error('reply was not inserted');
  return row;
}
