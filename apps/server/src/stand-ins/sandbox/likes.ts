import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { sandboxLikes, sandboxPosts } from '../../db/schema/sandbox';
import { BadInputError } from '../../integrations/platform/errors';
import type { TAccountRow } from './post-view';

/**
 * The identity likes a live post of the network (decision 0083): one like per identity and post, so
 * a second call changes nothing; a new like counts once on the post's like count (post-view.ts
 * figuresAt). A retweet is liked by liking its original, as on X. Missing or deleted posts are
 * refused with BadInputError.
 */
export async function likeNetworkPost(
  db: TDb,
  input: { identity: TAccountRow; postId: string; key: string; now: Date },
): Promise<void> {
  const target = await likedPost(db, input.postId);
  if (!target) throw new BadInputError('The post to like does not exist or was deleted');
  await db.transaction(async (tx) => {
    const added = await tx
      .insert(sandboxLikes)
      .values({ identityId: input.identity.id, postId: target, key: input.key, createdAt: input.now })
      .onConflictDoNothing()
      .returning({ postId: sandboxLikes.postId });
    if (added.length === 0) return;
    await tx
      .update(sandboxPosts)
      .set({ likeCount: sql`${sandboxPosts.likeCount} + 1` })
      .where(eq(sandboxPosts.id, target));
  });
}

/** The id of the post a like of `postId` lands on: itself, or a retweet's original; undefined when gone. */
async function likedPost(db: TDb, postId: string): Promise<string | undefined> {
  if (!/^\d{1,19}$/.test(postId)) return undefined;
  const live = async (id: string) =>
    (
      await db
        .select({
          id: sandboxPosts.id,
          tweetType: sandboxPosts.tweetType,
          referenced: sandboxPosts.referencedPostId,
        })
        .from(sandboxPosts)
        .where(and(eq(sandboxPosts.id, id), isNull(sandboxPosts.deletedAt)))
    )[0];
  const post = await live(postId);
  if (!post) return undefined;
  if (post.tweetType !== 'RETWEET') return post.id;
  return post.referenced ? (await live(post.referenced))?.id : undefined;
}
