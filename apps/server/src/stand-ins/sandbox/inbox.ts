import { and, asc, desc, eq, gt, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDb } from '../../db/client';
import { sandboxAccounts, sandboxPosts } from '../../db/schema/sandbox';
import type { TInboxEntry } from '../../integrations/platform/types';
import { handleOf } from './bluesky/bluesky-ids';
import { HISTORY_MS } from './network';
import { answerDueReplies } from './outcomes';
import { authorColumns, type TAccountRow, type TPostWithAuthor } from './post-view';

/**
 * The identity's inbox on the network (decision 0083), as both faces read it: the posts that answer
 * one of its posts ('answer'), quote one ('quote') or mention it ('mention'), by anyone but itself,
 * live, up to the network's now, reposts left out. Answers due to its replies by now are made first
 * (outcomes.ts answerDueReplies), so they arrive whether or not an outcome was read.
 */

export type TInboxRow = { kind: TInboxEntry['kind']; row: TPostWithAuthor };

/** Most entries one read answers, as X's mentions timeline (max_results 5–100). */
export const INBOX_MAX = 100;

/**
 * A mention of the identity in a stored text: its @username (as the network writes it) or its
 * handle (as a post written through the Bluesky face may), case-insensitive, as a whole name.
 */
function mentionPattern(identity: TAccountRow): string {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return (
    `(^|[^A-Za-z0-9_])@(${escape(identity.username)}(?![A-Za-z0-9_-]|\\.[A-Za-z0-9])` +
    `|${escape(handleOf(identity.username))}(?![A-Za-z0-9-]|\\.[A-Za-z0-9]))`
  );
}

/**
 * The inbox after the post `after` (a 19-digit id; null: the newest page, within the last 7 days),
 * oldest first, at most `max` (1–100). Ids sort by time, so the newest id taken in is where the next
 * read starts.
 */
export async function readInboxRows(
  db: TDb,
  input: { seed: string; identity: TAccountRow; now: Date; after: string | null; max: number },
): Promise<TInboxRow[]> {
  const { identity, now } = input;
  await answerDueReplies(db, { seed: input.seed, identity, now });
  const max = Math.min(INBOX_MAX, Math.max(1, Math.floor(input.max)));
  const parent = alias(sandboxPosts, 'parent');
  const quoted = alias(sandboxPosts, 'quoted');
  const rows = await db
    .select({
      post: sandboxPosts,
      author: authorColumns,
      parentAuthor: parent.authorId,
      quotedAuthor: quoted.authorId,
    })
    .from(sandboxPosts)
    .innerJoin(sandboxAccounts, eq(sandboxAccounts.id, sandboxPosts.authorId))
    .leftJoin(parent, eq(parent.id, sandboxPosts.inReplyToPostId))
    .leftJoin(quoted, eq(quoted.id, sandboxPosts.referencedPostId))
    .where(
      and(
        ne(sandboxPosts.authorId, identity.id),
        isNull(sandboxPosts.deletedAt),
        lte(sandboxPosts.createdAt, now),
        ne(sandboxPosts.tweetType, 'RETWEET'),
        input.after
          ? gt(sandboxPosts.id, input.after)
          : gt(sandboxPosts.createdAt, new Date(now.getTime() - HISTORY_MS)),
        or(
          eq(parent.authorId, identity.id),
          and(eq(sandboxPosts.tweetType, 'QUOTE'), eq(quoted.authorId, identity.id)),
          sql`${sandboxPosts.text} ~* ${mentionPattern(identity)}`,
        ),
      ),
    )
    .orderBy(input.after ? asc(sandboxPosts.id) : desc(sandboxPosts.id))
    .limit(max);
  if (!input.after) rows.reverse();
  return rows.map(({ post, author, parentAuthor, quotedAuthor }) => ({
    kind:
      parentAuthor === identity.id
        ? 'answer'
        : post.tweetType === 'QUOTE' && quotedAuthor === identity.id
          ? 'quote'
          : 'mention',
    row: { post, author },
  }));
}
