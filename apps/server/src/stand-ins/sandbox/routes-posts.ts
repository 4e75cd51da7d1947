import type { Context, Hono } from 'hono';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { sandboxAccounts, sandboxPosts } from '../../db/schema/sandbox';
import { BadInputError } from '../../integrations/platform/errors';
import { renderMessage } from './page-layout';
import { renderIntentPage, renderStatusPage } from './page-posts';
import { postUrl, selectPosts, toPlatformPosts } from './post-view';
import { publishReply } from './publish';
import { formOf, page, type TRoutesContext, type TStatus } from './routes-shared';
import { sandboxSessionOf } from './session';

const GONE = 'The post to reply to does not exist or was deleted.';
/** A post's page, where the network is mounted (app.ts): the post's id. */
const STATUS_PATH = /^\/sandbox\/[^/]+\/status\/([^/]+)$/;

/** X's reply web intent (x.com/intent/tweet?in_reply_to=…&text=…) and post pages. */
export function addPostRoutes(app: Hono, ctx: TRoutesContext): void {
  const { db, network, publicUrl } = ctx;

  /** A live post with its author and original, as the contract shows it; null when gone. */
  const loadPost = async (id: string, nowMs: number) => {
    if (!/^\d{1,19}$/.test(id)) return null;
    const rows = await selectPosts(db).where(and(eq(sandboxPosts.id, id), isNull(sandboxPosts.deletedAt)));
    return (await toPlatformPosts(db, rows, nowMs, publicUrl))[0] ?? null;
  };
  /** The identity this browser is signed in as (the authorize page signed it in), if still connected. */
  const signedIn = async (c: Context) => {
    // Real time, not the network's clock: the session is the browser's.
    const id = sandboxSessionOf(c, ctx.sessionSecret, new Date());
    if (!id) return null;
    const [row] = await db
      .select()
      .from(sandboxAccounts)
      .where(and(eq(sandboxAccounts.id, id), isNotNull(sandboxAccounts.accessToken)));
    return row ?? null;
  };

  app.get('/intent', async (c) => {
    const now = await network.sync();
    const post = await loadPost(c.req.query('in_reply_to') ?? '', now.getTime());
    if (!post) return page(c, renderMessage('Post not found', GONE), 404);
    const identity = await signedIn(c);
    return page(
      c,
      renderIntentPage({ post, identity, text: c.req.query('text') ?? '' }),
      identity ? 200 : 403,
    );
  });

  app.post('/intent', async (c) => {
    // A form posted from another site is refused, whatever cookies it carries.
    const origin = c.req.header('origin');
    if (origin && origin !== new URL(publicUrl).origin) {
      return page(c, renderMessage('Not allowed', 'Post replies from the sandbox network itself.'), 403);
    }
    const field = await formOf(c);
    const now = await network.sync();
    const post = await loadPost(field('in_reply_to'), now.getTime());
    if (!post) return page(c, renderMessage('Post not found', GONE), 404);
    const identity = await signedIn(c);
    const again = (status: TStatus, error: string) =>
      page(c, renderIntentPage({ post, identity, text: field('text'), error }), status);
    if (!identity)
      return again(403, 'Sign in to the sandbox network first: connect your sandbox account from the app.');
    try {
      // The web intent is the user posting by hand: X's API restriction on replies does not apply.
      const reply = await publishReply(db, {
        seed: ctx.seed,
        identity,
        inReplyToId: post.id,
        text: field('text'),
        now,
        restricted: false,
        firstAnswerSeconds: ctx.firstAnswerSeconds,
      });
      return c.redirect(postUrl(publicUrl, identity.username, reply.id), 303);
    } catch (err) {
      if (err instanceof BadInputError) return again(422, err.message);
      throw err;
    }
  });

  // A post's page, /sandbox/<username>/status/<id> as on X. Matched here rather than with route
  // parameters: a parameter beside the static /authorize and /intent would make the router of the
  // whole app fall back from one regular expression to a tree walked on every request.
  app.get('/*', async (c, next) => {
    const id = STATUS_PATH.exec(c.req.path)?.[1];
    if (id === undefined) return next();
    const now = await network.sync();
    const post = await loadPost(id, now.getTime());
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
