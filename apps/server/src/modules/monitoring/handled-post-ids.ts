import { and, eq, inArray } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { replies } from '../../db/schema/replies';

/** The ids among `postIds` the user already has an interaction for (drafted, answered or ignored). */
export async function handledPostIds(db: TDb, userId: string, postIds: string[]): Promise<Set<string>> {
  if (postIds.length === 0) return new Set();
  const rows = await db
    .select({ postId: replies.postId })
    .from(replies)
    .where(
      and(
        eq(replies.userId, userId),
        eq(replies.platform, 'twitter'),
        inArray(replies.postId, [...new Set(postIds)]),
      ),
    );
  return new Set(rows.map((r) => r.postId));
}
