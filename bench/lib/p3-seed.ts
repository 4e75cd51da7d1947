// The rows P3 drains: for every connected user, posts by network accounts that mention the user's
// identity (so the sandbox lets the API reply, as X does) and an approved reply to each, due now.
import { and, asc, isNotNull, isNull } from 'drizzle-orm';
import type { TOriginalMessage } from '@gatling/shared/api/replies';
import type { TDb } from '../../apps/server/src/db/client';
import { replies } from '../../apps/server/src/db/schema/replies';
import { sandboxAccounts, sandboxPosts } from '../../apps/server/src/db/schema/sandbox';
import { writtenPostId } from '../../apps/server/src/stand-ins/sandbox/ids';

const CHUNK = 500;

export type TSeedUser = { userId: string; identity: { id: string; username: string } };
/** One due reply: who sends it, and to which post. */
export type TSeeded = { userId: string; identityId: string; postId: string };

async function inChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/**
 * `each` posts mentioning each user's identity (by generated network accounts, taken in turn) and
 * one approved API reply to every one of them, scheduled a minute ago; answers what was seeded.
 */
export async function seedDueReplies(db: TDb, users: TSeedUser[], each: number): Promise<TSeeded[]> {
  const authors = await db
    .select({ id: sandboxAccounts.id, username: sandboxAccounts.username, name: sandboxAccounts.name })
    .from(sandboxAccounts)
    .where(and(isNotNull(sandboxAccounts.seq), isNull(sandboxAccounts.claimedAt)))
    .orderBy(asc(sandboxAccounts.seq))
    .limit(50);
  if (authors.length === 0) throw new Error('the sandbox network has no accounts to post from');

  const nowMs = Date.now();
  const posts: (typeof sandboxPosts.$inferInsert)[] = [];
  const rows: (typeof replies.$inferInsert)[] = [];
  const seeded: TSeeded[] = [];
  let n = 0;
  for (const user of users) {
    for (let k = 0; k < each; k += 1) {
      n += 1;
      const author = authors[n % authors.length]!;
      // Ten minutes ago, one millisecond apart: distinct ids that sort by time.
      const at = nowMs - 10 * 60_000 - n;
      const id = writtenPostId(at, n);
      const text = `Anyone tried this, @${user.identity.username}? Question ${k + 1} of the day.`;
      posts.push({
        id,
        authorId: author.id,
        text,
        createdAt: new Date(at),
        lang: 'en',
        tweetType: 'SINGLE',
        conversationId: id,
        baseLikes: 10,
      });
      const post: TOriginalMessage = {
        id,
        text,
        created_at: new Date(at).toISOString(),
        reactions: { likes: 10, replies: 0, retweets: 0, views: 400 },
        author: { username: author.username, name: author.name, avatar_url: null },
        media: null,
        tweet_type: 'SINGLE',
        original_tweet: null,
        url: `https://x.com/${author.username}/status/${id}`,
      };
      const reply = `Good question ${k + 1}: I would start small and measure it first.`;
      rows.push({
        userId: user.userId,
        platform: 'twitter',
        postId: id,
        post,
        postAuthorId: author.id,
        sourceKind: 'keyword',
        sourceValue: 'bench',
        score: 80,
        reason: 'P3 bench',
        suggestedResponse: reply,
        originalDraft: reply,
        finalText: reply,
        status: 'scheduled',
        delivery: 'api',
        reviewedAt: new Date(nowMs - 120_000),
        scheduledAt: new Date(nowMs - 60_000),
      });
      seeded.push({ userId: user.userId, identityId: user.identity.id, postId: id });
    }
  }
  await inChunks(posts, (chunk) => db.insert(sandboxPosts).values(chunk));
  await inChunks(rows, (chunk) => db.insert(replies).values(chunk));
  return seeded;
}
