import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { conversationItems } from '../../db/schema/conversations';
import { replies } from '../../db/schema/replies';
import { normaliseUsername } from '../../integrations/platform/base-provider';
import type { TInboxEntry, TPlatformId, TPlatformPost } from '../../integrations/platform/types';
import { toOriginalMessage } from '../monitoring/post-snapshot';

/** Whose inbox the entries are: the product user, the network, and their account on it. */
export type TInboxOwner = {
  userId: string;
  platform: TPlatformId;
  /** The connected account: its id and username on the network. */
  account: { userId: string; username: string };
};

/**
 * The thread a post belongs to, by its first post's id. Every network gives it as
 * `conversation_id`: X's conversation id is the id of the post that started the conversation (a
 * quote starts one of its own); Bluesky's is the reply's root record (the post itself when it
 * starts none); the sandbox keeps one for each post. Where it is missing (an X post read without
 * the field) the thread's first post given with the reply stands in, then the post it answers
 * (one thread deep: a later answer under another branch of the same thread then counts as a
 * thread of its own, which can only bring a quiet thread back, never silence a new one), then the
 * post itself.
 */
export function rootPostIdOf(post: TPlatformPost): string {
  return (
    post.conversation_id ?? post.thread_root?.id ?? post.replied_to?.id ?? post.in_reply_to_id ?? post.id
  );
}

const isOwnPost = (post: TPlatformPost, account: TInboxOwner['account']) =>
  post.author.id === account.userId ||
  normaliseUsername(post.author.username) === normaliseUsername(account.username);

/**
 * Stores each entry of an inbox page as an item (decision 0083), at most once per (user, network,
 * post): a page read twice, or a post that both answers and mentions the user, adds nothing. The
 * account's own posts are left out. An item starts 'drafting' (its follow-up is written next), or
 * 'quiet' when the user dismissed its thread (an item dismissed, or a follow-up ignored) and its
 * author is already in that thread: someone new joining a dismissed thread brings it back. Entries
 * are taken in order, so a second answer of the same page sees the first. Answers the ids of the
 * items added.
 */
export async function takeIn(
  db: TDb,
  owner: TInboxOwner,
  entries: TInboxEntry[],
  now: Date,
): Promise<string[]> {
  const added: string[] = [];
  for (const [i, { kind, post }] of entries.entries()) {
    if (isOwnPost(post, owner.account)) continue;
    const rootPostId = rootPostIdOf(post);
    const quiet = await isQuietThread(db, owner, rootPostId, post.author.id);
    const answeredReplyId = kind === 'answer' ? await answeredReply(db, owner, post.in_reply_to_id) : null;
    const postedAt = new Date(post.created_at);
    // One page's items keep its order (oldest first) though they are stored in the same instant.
    const createdAt = new Date(now.getTime() + i);
    const [row] = await db
      .insert(conversationItems)
      .values({
        userId: owner.userId,
        platform: owner.platform,
        kind,
        postId: post.id,
        post: toOriginalMessage(post),
        authorId: post.author.id,
        rootPostId,
        answeredReplyId,
        status: quiet ? 'quiet' : 'drafting',
        postedAt: Number.isNaN(postedAt.getTime()) ? now : postedAt,
        createdAt,
        updatedAt: createdAt,
      })
      .onConflictDoNothing()
      .returning({ id: conversationItems.id });
    if (row) added.push(row.id);
  }
  return added;
}

/** The user dismissed the thread (an item, or a follow-up they ignored) and `authorId` is in it already. */
async function isQuietThread(
  db: TDb,
  owner: TInboxOwner,
  rootPostId: string,
  authorId: string,
): Promise<boolean> {
  const [row] = await db
    .select({
      dismissed: sql<boolean>`coalesce(bool_or(${conversationItems.status} = 'dismissed' or ${replies.status} = 'rejected'), false)`,
      known: sql<boolean>`coalesce(bool_or(${conversationItems.authorId} = ${authorId}), false)`,
    })
    .from(conversationItems)
    .leftJoin(replies, eq(replies.conversationItemId, conversationItems.id))
    .where(
      and(
        eq(conversationItems.userId, owner.userId),
        eq(conversationItems.platform, owner.platform),
        eq(conversationItems.rootPostId, rootPostId),
      ),
    );
  return Boolean(row?.dismissed) && Boolean(row?.known);
}

/** The reply the product published on the network that the post answers, if it answers one. */
async function answeredReply(
  db: TDb,
  owner: TInboxOwner,
  inReplyToId: string | null,
): Promise<string | null> {
  if (!inReplyToId) return null;
  const [row] = await db
    .select({ id: replies.id })
    .from(replies)
    .where(
      and(
        eq(replies.userId, owner.userId),
        eq(replies.platform, owner.platform),
        eq(replies.publishedPostId, inReplyToId),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}
