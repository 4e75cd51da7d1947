import { and, desc, eq, gt, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { TDb } from '../../../db/client';
import { sandboxAccounts, sandboxPosts } from '../../../db/schema/sandbox';
import { passesExclusions, translateKeyword } from '../../../integrations/platform/bluesky/keyword-query';
import type { TPlatformPost } from '../../../integrations/platform/types';
import { selectPosts } from '../post-view';
import { compileQuery } from '../search-sql';
import { usernameKeyOfHandle } from './bluesky-ids';
import { toBlueskyPosts } from './bluesky-view';

/**
 * What the Bluesky face reads, as Bluesky's getAuthorFeed and searchPosts answer and the live
 * provider reads them (bluesky/read-posts.ts): newest first by creation time, reposts left out, a
 * read cursor that is a time.
 */

export type TReadScope = { now: Date; publicUrl: string; since: string | undefined; max: number };

const clamp = (value: number) => Math.min(100, Math.max(0, Math.floor(value)));

/** A read cursor as a time; null when it is none (a cursor of another network, or none yet). */
export function sinceTime(sinceId: string | undefined): Date | null {
  if (!sinceId || !/^\d{4}-\d{2}-\d{2}/.test(sinceId)) return null;
  const time = Date.parse(sinceId);
  return Number.isFinite(time) ? new Date(time) : null;
}

/** Live posts of the face up to the network's now and after the cursor, newest first. */
async function readPosts(db: TDb, scope: TReadScope, ...conditions: (SQL | undefined)[]) {
  const since = sinceTime(scope.since);
  const max = clamp(scope.max);
  if (max === 0) return [];
  const rows = await selectPosts(db)
    .where(
      and(
        isNull(sandboxPosts.deletedAt),
        lte(sandboxPosts.createdAt, scope.now),
        // A repost is not the reposter's post: Bluesky's feeds show it as a reason, and readers skip it.
        ne(sandboxPosts.tweetType, 'RETWEET'),
        since ? gt(sandboxPosts.createdAt, since) : undefined,
        ...conditions,
      ),
    )
    .orderBy(desc(sandboxPosts.createdAt), desc(sandboxPosts.id))
    .limit(max);
  return toBlueskyPosts(db, rows, scope.now.getTime(), scope.publicUrl);
}

/** An account's posts; its replies only when `withReplies` (the account's own feed). */
export function authorFeed(db: TDb, accountId: string, withReplies: boolean, scope: TReadScope) {
  return readPosts(
    db,
    scope,
    eq(sandboxPosts.authorId, accountId),
    withReplies ? undefined : isNull(sandboxPosts.inReplyToPostId),
  );
}

/** One searchPosts `q`: plain words and "quoted phrases", all of them, as whole words. */
function queryCondition(q: string): SQL {
  const terms = (q.match(/"[^"]*"|\S+/g) ?? []).map((token) =>
    token.startsWith('"')
      ? compileQuery({ kind: 'phrase', value: token.replace(/"/g, '').trim().replace(/\s+/g, ' ') })
      : compileQuery({ kind: 'word', value: token }),
  );
  return and(...terms) ?? sql`false`;
}

/**
 * A stored keyword searched as the live provider searches it (keyword-query.ts): one search per
 * alternative, language and author as parameters, negated words filtered out, replies left out; a
 * keyword that is only `from:someone` reads that account's feed. `search` counts each call.
 */
export async function searchKeywordPosts(
  db: TDb,
  keyword: string,
  scope: TReadScope,
  search: () => Promise<void>,
): Promise<TPlatformPost[]> {
  const translated = translateKeyword(keyword);
  const author = translated.author ? await accountIdOf(db, translated.author) : undefined;
  if (author === null) return [];
  const lang = translated.lang ? eq(sandboxPosts.lang, translated.lang) : undefined;
  const authored = author ? eq(sandboxPosts.authorId, author) : undefined;
  let posts: TPlatformPost[];
  if (translated.queries.length === 0) {
    if (!author) return [];
    await search();
    posts = await readPosts(db, scope, authored, lang, isNull(sandboxPosts.inReplyToPostId));
  } else {
    const byId = new Map<string, TPlatformPost>();
    for (const q of translated.queries) {
      await search();
      const found = await readPosts(
        db,
        scope,
        queryCondition(q),
        lang,
        authored,
        isNull(sandboxPosts.inReplyToPostId),
      );
      for (const post of found) if (!byId.has(post.id)) byId.set(post.id, post);
    }
    posts = [...byId.values()];
  }
  return posts
    .filter((p) => passesExclusions(p.text, translated.exclude))
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))
    .slice(0, clamp(scope.max));
}

/** The account a handle names; null when the network has none. */
async function accountIdOf(db: TDb, handle: string): Promise<string | null> {
  const key = usernameKeyOfHandle(handle);
  if (!key) return null;
  const [row] = await db
    .select({ id: sandboxAccounts.id })
    .from(sandboxAccounts)
    .where(sql`lower(${sandboxAccounts.username}) = ${key}`);
  return row?.id ?? null;
}
