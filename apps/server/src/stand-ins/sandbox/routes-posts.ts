import type { Hono } from 'hono';
import { and, asc, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { sandboxAccounts, sandboxPosts } from '../../db/schema/sandbox';
import { BadInputError } from '../../integrations/platform/errors';
import { renderMessage } from './page-layout';
import { renderIntentPage, renderStatusPage } from './page-posts';
import { postUrl, selectPosts, toPlatformPosts } from './post-view';
import { publishReply } from './publish';
import { formOf, page, type TRoutesContext, type TStatus } from './routes-shared';

const GONE = 'The post to reply to does not exist or was deleted.';

/** X's reply web intent (x.com/intent/tweet?in_reply_to=…&text=…) and post pages. */
export function addPostRoutes(app: Hono, ctx: TRoutesContext): void {
  const { db, network, publicUrl } = ctx;

  /** A live post with its author and original, as the contract shows it; null when gone. */
  const loadPost = async (id: string, nowMs: number) => {
    if (!/^\d{1,19}$/.test(id)) return null;
    const rows = await selectPosts(db).where(and(eq(sandboxPosts.id, id), isNull(sandboxPosts.deletedAt)));
    return (await toPlatformPosts(db, rows, nowMs, publicUrl))[0] ?? null;
  };
  const connectedIdentities = () =>
    db
      .select()
      .from(sandboxAccounts)
      .where(isNotNull(sandboxAccounts.accessToken))
      .orderBy(desc(sandboxAccounts.claimedAt));

  app.get('/intent', async (c) => {
    const now = await network.sync();
    const post = await loadPost(c.req.query('in_reply_to') ?? '', now.getTime());
    if (!post) return page(c, renderMessage('Post not found', GONE), 404);
    const identities = await connectedIdentities();
    return page(c, renderIntentPage({ post, identities, text: c.req.query('text') ?? '' }));
  });

  app.post('/intent', async (c) => {
    const field = await formOf(c);
    const now = await network.sync();
    const post = await loadPost(field('in_reply_to'), now.getTime());
    if (!post) return page(c, renderMessage('Post not found', GONE), 404);
    const identities = await connectedIdentities();
    const again = (status: TStatus, error: string) =>
      page(
        c,
        renderIntentPage({ post, identities, text: field('text'), username: field('username'), error }),
        status,
      );
    const identity = identities.find((i) => i.username.toLowerCase() === field('username').toLowerCase());
    if (!identity) return again(422, 'Choose one of the connected sandbox identities to post as.');
    try {
      // The web intent is the user posting by hand: X's API restriction on replies does not apply.
      const reply = await publishReply(db, {
        identity,
        inReplyToId: post.id,
        text: field('text'),
        now,
        restricted: false,
      });
      return c.redirect(postUrl(publicUrl, identity.username, reply.id), 303);
    } catch (err) {
      if (err instanceof BadInputError) return again(422, err.message);
      throw err;
    }
  });

  app.get('/:username/status/:id', async (c) => {
    const now = await network.sync();
    const post = await loadPost(c.req.param('id'), now.getTime());
    if (!post)
      return page(c, renderMessage('Post not found', 'This post does not exist or was deleted.'), 404);
    const parent = post.in_reply_to_id ? await loadPost(post.in_reply_to_id, now.getTime()) : null;
    const replyRows = await selectPosts(db)
      .where(and(eq(sandboxPosts.inReplyToPostId, post.id), isNull(sandboxPosts.deletedAt)))
      .orderBy(asc(sandboxPosts.id))
      .limit(50);
    const replies = await toPlatformPosts(db, replyRows, now.getTime(), publicUrl);
    return page(c, renderStatusPage(post, parent, replies));
  });
}
