import type { Hono } from 'hono';
import { and, asc, eq, isNull, ne, type SQL } from 'drizzle-orm';
import { sandboxPosts } from '../../../db/schema/sandbox';
import { renderMessage } from '../page-layout';
import { selectPosts } from '../post-view';
import { page, type TRoutesContext } from '../routes-shared';
import { postIdOfRecordKey } from './bluesky-ids';
import { findAccounts } from './bluesky-identities';
import { toBlueskyPosts } from './bluesky-view';
import { renderBlueskyThread } from './page-bluesky';

/** A post's page on the Bluesky face, where the network is mounted: the author (handle or DID), the record key. */
const POST_PATH = /^\/sandbox\/profile\/([^/]+)\/post\/([^/]+)$/;

/**
 * /sandbox/profile/<handle>/post/<rkey>, as bsky.app's post pages: the post, what it answers and
 * its replies. Matched by a pattern inside a catch-all, as the X face's post pages are (a route
 * parameter beside the static pages would slow the whole app's router).
 */
export function addBlueskyPostRoutes(app: Hono, ctx: TRoutesContext): void {
  const { db, network, publicUrl } = ctx;

  /** Live posts of the face (no reposts) with their authors; add a condition. */
  const livePosts = (...conditions: SQL[]) =>
    selectPosts(db).where(
      and(isNull(sandboxPosts.deletedAt), ne(sandboxPosts.tweetType, 'RETWEET'), ...conditions),
    );

  app.get('/*', async (c, next) => {
    const match = POST_PATH.exec(c.req.path);
    if (!match) return next();
    const now = await network.sync();
    const postId = postIdOfRecordKey(match[2] ?? '');
    const [author] = await findAccounts(db, [decodeURIComponent(match[1] ?? '')]);
    const [row] = postId && author ? await livePosts(eq(sandboxPosts.id, postId)) : [];
    if (!row || row.post.authorId !== author?.id) {
      const gone = renderMessage('Post not found', 'This post does not exist or was deleted.', 'Bluesky');
      return page(c, gone, 404);
    }
    const parentId = row.post.inReplyToPostId;
    const parentRows = parentId ? await livePosts(eq(sandboxPosts.id, parentId)) : [];
    const replyRows = await livePosts(eq(sandboxPosts.inReplyToPostId, row.post.id))
      .orderBy(asc(sandboxPosts.createdAt), asc(sandboxPosts.id))
      .limit(50);
    // One read of the face for all of them: the post, what it answers (if still there), its replies.
    const shown = await toBlueskyPosts(db, [row, ...parentRows, ...replyRows], now.getTime(), publicUrl);
    const [post] = shown;
    if (!post) throw new Error('sandbox Bluesky post vanished while read');
    const parent = parentRows.length > 0 ? (shown[1] ?? null) : null;
    return page(c, renderBlueskyThread(post, parent, shown.slice(1 + parentRows.length)));
  });
}
