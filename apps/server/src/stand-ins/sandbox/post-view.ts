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
  bio: sandboxAccounts.bio,
};
export type TAuthorRow = {
  id: string;
  username: string;
  name: string;
  avatarUrl: string | null;
  bio: string;
};
export type TPostWithAuthor = { post: TPostRow; author: TAuthorRow };

/** Posts joined with their authors; add where/order/limit. */
export function selectPosts(db: TDb) {
  return db
    .select({ post: sandboxPosts, author: authorColumns })
    .from(sandboxPosts)
    .innerJoin(sandboxAccounts, eq(sandboxAccounts.id, sandboxPosts.authorId));
}

/** Where a post is on its saturating growth curve, 1 − e^(−age/τ), in [0, 1). */
export function growthAt(post: Pick<TPostRow, 'createdAt' | 'growthMinutes'>, nowMs: number): number {
  const ageMinutes = Math.max(0, (nowMs - post.createdAt.getTime()) / 60_000);
  return 1 - Math.exp(-ageMinutes / Math.max(1, post.growthMinutes));
}

/** A post's reactions and its quotes (which the contract's TReactions leaves out). */
export type TFigures = TReactions & { quotes: number };

/**
 * Reactions grow with age on a saturating curve (growthAt) towards the post's base values;
 * replies, reposts and identities' likes that exist in the network are added on top.
 */
export function figuresAt(post: TPostRow, nowMs: number): TFigures {
  const f = growthAt(post, nowMs);
  return {
    likes: Math.floor(post.baseLikes * f) + post.likeCount,
    replies: Math.floor(post.baseReplies * f) + post.replyCount,
    retweets: Math.floor(post.baseRetweets * f) + post.repostCount,
    views: Math.floor(post.baseViews * f),
    quotes: Math.floor(post.baseQuotes * f),
  };
}

/** figuresAt as the contract shows a post's reactions. */
export function reactionsAt(post: TPostRow, nowMs: number): TReactions {
  const { likes, replies, retweets, views } = figuresAt(post, nowMs);
  return { likes, replies, retweets, views };
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
  return {
    id: a.id,
    username: a.username,
    name: a.name,
    avatar_url: a.avatarUrl,
    description: a.bio || null,
  };
}

/** An account as a profile; `followersGained` (replies' follow gains so far) adds to the stored count. */
export function toProfile(a: TAccountRow, followersGained = 0): TPlatformProfile {
  return {
    id: a.id,
    username: a.username,
    name: a.name,
    avatar_url: a.avatarUrl,
    followers: a.followers + followersGained,
    following: a.following,
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

/** A reply deeper in a thread: the thread's first post is neither it nor the post it answers. */
export function threadRootOf(
  post: Pick<TPostRow, 'id' | 'inReplyToPostId' | 'conversationId'>,
): string | null {
  const root = post.conversationId;
  return post.inReplyToPostId && root !== post.inReplyToPostId && root !== post.id ? root : null;
}

/**
 * The contract's posts, each with its retweeted or quoted original and, for a reply, the post it
 * answers (null when deleted), read in one query as X gives them in one response's includes. With
 * `threadRoots`, a reply deeper in a thread also carries the thread's first post (thread_root),
 * where it is still there.
 */
export async function toPlatformPosts(
  db: TDb,
  rows: TPostWithAuthor[],
  nowMs: number,
  publicUrl: string,
  options: { threadRoots?: boolean } = {},
): Promise<TPlatformPost[]> {
  const refs = [
    ...new Set(
      rows
        .flatMap((r) => [
          r.post.referencedPostId,
          r.post.inReplyToPostId,
          options.threadRoots ? threadRootOf(r.post) : null,
        ])
        .filter((id): id is string => !!id),
    ),
  ];
  const referenced =
    refs.length > 0
      ? await selectPosts(db).where(and(inArray(sandboxPosts.id, refs), isNull(sandboxPosts.deletedAt)))
      : [];
  const byId = new Map(referenced.map((o) => [o.post.id, toBase(o, nowMs, publicUrl)]));
  const find = (id: string | null) => (id ? (byId.get(id) ?? null) : null);
  return rows.map((row) => {
    const post: TPlatformPost = {
      ...toBase(row, nowMs, publicUrl),
      original: find(row.post.referencedPostId),
      replied_to: find(row.post.inReplyToPostId),
    };
    const root = options.threadRoots ? find(threadRootOf(row.post)) : null;
    if (root) post.thread_root = root;
    return post;
  });
}
