import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { sandboxAccounts, sandboxPosts } from '../../db/schema/sandbox';
import type {
  TPlatformAuthor,
  TPlatformPost,
  TPlatformPostBase,
  TPlatformProfile,
  TReactions,
} from '../../integrations/platform/types';

/** Rows of the sandbox as the platform contract shows them. */
export type TPostRow = typeof sandboxPosts.$inferSelect;
export type TAccountRow = typeof sandboxAccounts.$inferSelect;

export const authorColumns = {
  id: sandboxAccounts.id,
  username: sandboxAccounts.username,
  name: sandboxAccounts.name,
  avatarUrl: sandboxAccounts.avatarUrl,
};
export type TAuthorRow = { id: string; username: string; name: string; avatarUrl: string | null };
export type TPostWithAuthor = { post: TPostRow; author: TAuthorRow };

/** Posts joined with their authors; add where/order/limit. */
export function selectPosts(db: TDb) {
  return db
    .select({ post: sandboxPosts, author: authorColumns })
    .from(sandboxPosts)
    .innerJoin(sandboxAccounts, eq(sandboxAccounts.id, sandboxPosts.authorId));
}

/**
 * Reactions grow with age on a saturating curve, 1 − e^(−age/τ), towards the post's base values;
 * replies and reposts that exist in the network are added on top.
 */
export function reactionsAt(post: TPostRow, nowMs: number): TReactions {
  const ageMinutes = Math.max(0, (nowMs - post.createdAt.getTime()) / 60_000);
  const f = 1 - Math.exp(-ageMinutes / Math.max(1, post.growthMinutes));
  return {
    likes: Math.floor(post.baseLikes * f),
    replies: Math.floor(post.baseReplies * f) + post.replyCount,
    retweets: Math.floor(post.baseRetweets * f) + post.repostCount,
    views: Math.floor(post.baseViews * f),
  };
}

/** Usernames a text mentions, lower case, once each. */
export function mentionsIn(text: string): string[] {
  const found = [...text.matchAll(/(?<![A-Za-z0-9_])@([A-Za-z0-9_]{1,15})(?![A-Za-z0-9_])/g)].map((m) =>
    (m[1] ?? '').toLowerCase(),
  );
  return [...new Set(found)];
}

export function postUrl(publicUrl: string, username: string, id: string): string {
  return `${publicUrl}/sandbox/${encodeURIComponent(username)}/status/${id}`;
}

export function toAuthor(a: TAuthorRow): TPlatformAuthor {
  return { id: a.id, username: a.username, name: a.name, avatar_url: a.avatarUrl };
}

export function toProfile(a: TAccountRow): TPlatformProfile {
  return {
    id: a.id,
    username: a.username,
    name: a.name,
    avatar_url: a.avatarUrl,
    followers: a.followers,
    description: a.bio || null,
  };
}

function toBase({ post, author }: TPostWithAuthor, nowMs: number, publicUrl: string): TPlatformPostBase {
  return {
    id: post.id,
    text: post.text,
    created_at: post.createdAt.toISOString(),
    lang: post.lang,
    author: toAuthor(author),
    reactions: reactionsAt(post, nowMs),
    media_url: post.mediaUrl,
    media_urls: post.mediaUrl ? [post.mediaUrl] : [],
    tweet_type: post.tweetType,
    conversation_id: post.conversationId,
    in_reply_to_id: post.inReplyToPostId,
    mentions: mentionsIn(post.text),
    url: postUrl(publicUrl, author.username, post.id),
  };
}

/** The contract's posts, each with its retweeted or quoted original (null when deleted). */
export async function toPlatformPosts(
  db: TDb,
  rows: TPostWithAuthor[],
  nowMs: number,
  publicUrl: string,
): Promise<TPlatformPost[]> {
  const refs = [...new Set(rows.map((r) => r.post.referencedPostId).filter((id): id is string => !!id))];
  const originals =
    refs.length > 0
      ? await selectPosts(db).where(and(inArray(sandboxPosts.id, refs), isNull(sandboxPosts.deletedAt)))
      : [];
  const byId = new Map(originals.map((o) => [o.post.id, toBase(o, nowMs, publicUrl)]));
  return rows.map((row) => ({
    ...toBase(row, nowMs, publicUrl),
    original: row.post.referencedPostId ? (byId.get(row.post.referencedPostId) ?? null) : null,
  }));
}
