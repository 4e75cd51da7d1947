import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { sandboxPosts } from '../../db/schema/sandbox';
import { BadInputError, ReplyNotAllowedError } from '../../integrations/platform/errors';
import { weightedLength, X_MAX_WEIGHTED_LENGTH } from '../../integrations/platform/post-length';
import { summonsAccount } from '../../integrations/platform/reply-rule';
import { replyEngagement } from './engagement';
import { writtenPostId } from './ids';
import { mentionsIn, type TAccountRow, type TPostRow } from './post-view';

async function livePost(db: TDb, id: string): Promise<TPostRow | undefined> {
  if (!/^\d{1,19}$/.test(id)) return undefined;
  const [row] = await db
    .select()
    .from(sandboxPosts)
    .where(and(eq(sandboxPosts.id, id), isNull(sandboxPosts.deletedAt)));
  return row;
}

/**
 * Posts `text` as `identity` in reply to a post: it joins the post's conversation and bumps its
 * reply count. A retweet is answered by answering its original, as on X. With `restricted`, a post
 * that did not summon the identity is refused with ReplyNotAllowedError (the API rule; the intent
 * page is not restricted). What the reply goes on to earn is drawn from the network's `seed`, the
 * post and the text (engagement.ts), so the same history gives the same figures (callers outside
 * the network, such as tests posting by hand, may leave the seed out).
 */
export async function publishReply(
  db: TDb,
  input: {
    seed?: string | undefined;
    identity: TAccountRow;
    inReplyToId: string;
    text: string;
    now: Date;
    restricted: boolean;
  },
): Promise<TPostRow> {
  const text = input.text.trim();
  if (!text) throw new BadInputError('The reply is empty');
  // Counted as X counts: emoji and CJK weigh 2, every link 23.
  if (weightedLength(text) > X_MAX_WEIGHTED_LENGTH)
    throw new BadInputError(`The reply is longer than ${X_MAX_WEIGHTED_LENGTH} characters`);
  let parent = await livePost(db, input.inReplyToId);
  if (parent?.tweetType === 'RETWEET' && parent.referencedPostId)
    parent = await livePost(db, parent.referencedPostId);
  if (!parent) throw new BadInputError('The post to reply to does not exist or was deleted');
  const quoted =
    parent.tweetType === 'QUOTE' && parent.referencedPostId
      ? await livePost(db, parent.referencedPostId)
      : undefined;
  if (
    input.restricted &&
    !summonsAccount(
      {
        authorId: parent.authorId,
        mentions: mentionsIn(parent.text),
        tweetType: parent.tweetType,
        quotedAuthorId: quoted?.authorId ?? null,
      },
      input.identity,
    )
  ) {
    throw new ReplyNotAllowedError(
      'Replying to this post through the API is not allowed: its author did not mention or quote this account',
    );
  }
  const [duplicate] = await db
    .select({ id: sandboxPosts.id })
    .from(sandboxPosts)
    .where(
      and(
        eq(sandboxPosts.authorId, input.identity.id),
        eq(sandboxPosts.inReplyToPostId, parent.id),
        eq(sandboxPosts.text, text),
        isNull(sandboxPosts.deletedAt),
      ),
    );
  if (duplicate)
    throw new BadInputError('You already sent this exact reply to this post (duplicate content)');

  const target = parent;
  const nowMs = input.now.getTime();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(sandboxPosts)
      .values({
        id: writtenPostId(nowMs),
        authorId: input.identity.id,
        text,
        createdAt: input.now,
        lang: input.identity.lang,
        tweetType: 'SINGLE',
        inReplyToPostId: target.id,
        conversationId: target.conversationId,
        ...replyEngagement({ seed: input.seed ?? 'sandbox', post: target, text, author: input.identity }),
      })
      .returning();
    if (!row) throw new Error('the sandbox reply was not stored');
    await tx
      .update(sandboxPosts)
      .set({ replyCount: sql`${sandboxPosts.replyCount} + 1` })
      .where(eq(sandboxPosts.id, target.id));
    return row;
  });
}

/** Deletes one of the identity's own posts; anything else is refused with BadInputError. */
export async function deleteOwnPost(
  db: TDb,
  identity: TAccountRow,
  postId: string,
  now: Date,
): Promise<void> {
  const post = await livePost(db, postId);
  if (!post) throw new BadInputError('The post does not exist or was already deleted');
  if (post.authorId !== identity.id) throw new BadInputError('You can only delete your own posts');
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .update(sandboxPosts)
      .set({ deletedAt: now })
      .where(and(eq(sandboxPosts.id, post.id), isNull(sandboxPosts.deletedAt)))
      .returning({ id: sandboxPosts.id });
    if (!gone) throw new BadInputError('The post does not exist or was already deleted');
    const parentId = post.inReplyToPostId;
    if (parentId) {
      await tx
        .update(sandboxPosts)
        .set({ replyCount: sql`greatest(${sandboxPosts.replyCount} - 1, 0)` })
        .where(eq(sandboxPosts.id, parentId));
    }
    if (post.referencedPostId) {
      await tx
        .update(sandboxPosts)
        .set({ repostCount: sql`greatest(${sandboxPosts.repostCount} - 1, 0)` })
        .where(eq(sandboxPosts.id, post.referencedPostId));
    }
  });
}
