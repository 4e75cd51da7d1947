import { and, eq, inArray, or } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { replies } from '../../db/schema/replies';
import type { TPlatformId } from '../../integrations/platform/types';

/** A post's key across networks: the same id on two platforms is two posts. */
export const postKey = (platform: TPlatformId, postId: string) => `${platform} ${postId}`;

/**
 * The posts among `posts` the user already has a reply for (drafted, answered or ignored) on
 * the same platform, as postKey.
 */
export async function handledPostIds(
  db: TDb,
  userId: string,
  posts: { platform: TPlatformId; postId: string }[],
): Promise<Set<string>> {
  if (posts.length === 0) return new Set();
  const byPlatform = new Map<TPlatformId, Set<string>>();
  for (const p of posts) byPlatform.set(p.platform, (byPlatform.get(p.platform) ?? new Set()).add(p.postId));
  const rows = await db
    .select({ platform: replies.platform, postId: replies.postId })
    .from(replies)
    .where(
      and(
        eq(replies.userId, userId),
        or(
          ...[...byPlatform].map(([platform, ids]) =>
            and(eq(replies.platform, platform), inArray(replies.postId, [...ids])),
          ),
        ),
      ),
    );
  return new Set(rows.map((r) => postKey(r.platform, r.postId)));
}
