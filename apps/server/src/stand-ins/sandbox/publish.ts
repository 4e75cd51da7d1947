// One file: posting on the simulated network is one transaction (the target read, X's reply rule, the write, the engagement draw and the first-reply rule), each step reading the rows of the others.
import { and, eq, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { perDatabase, type TDb } from '../../db/client';
import { sandboxAccounts, sandboxPosts } from '../../db/schema/sandbox';
import type { TCredentials } from '../../integrations/platform/types';
import { BadInputError, ReplyNotAllowedError } from '../../integrations/platform/errors';
import { weightedLength, X_MAX_WEIGHTED_LENGTH } from '../../integrations/platform/post-length';
import { summonsAccount } from '../../integrations/platform/reply-rule';
import { checkedIdentity, spendingValues, spentOnWindow } from './access';
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

/** What a reply needs of the post it answers (and of the post that one quotes or retweets). */
function targetColumns(posts: typeof sandboxPosts) {
  return {
    id: posts.id,
    authorId: posts.authorId,
    text: posts.text,
    tweetType: posts.tweetType,
    referencedPostId: posts.referencedPostId,
    conversationId: posts.conversationId,
    baseLikes: posts.baseLikes,
    baseViews: posts.baseViews,
  };
}

/**
 * The read of a reply's target as columns of a select: the post `postId` (placeholder), the post it
 * references, and whether the identity (placeholder identityId) already sent `text` (placeholder)
 * there. Joined to whatever the select reads from.
 */
function targetRead() {
  const post = alias(sandboxPosts, 'post') as unknown as typeof sandboxPosts;
  const referenced = alias(sandboxPosts, 'referenced') as unknown as typeof sandboxPosts;
  return {
    post,
    referenced,
    columns: {
      post: targetColumns(post),
      referenced: targetColumns(referenced),
      duplicate: sql<boolean>`exists (
        select 1 from ${sandboxPosts} as sent
        where sent.author_id = ${sql.placeholder('identityId')} and sent.text = ${sql.placeholder('text')}
          and sent.deleted_at is null
          and sent.in_reply_to_post_id = case when ${post.tweetType} = 'RETWEET'
            then ${post.referencedPostId} else ${post.id} end)`,
      repliedBefore: repliedBeforeSql(sql.placeholder('identityId')),
    },
    postIs: and(eq(post.id, sql.placeholder('postId')), isNull(post.deletedAt)),
    referencedIs: and(eq(referenced.id, post.referencedPostId), isNull(referenced.deletedAt)),
  };
}

/**
 * Whether the identity (placeholder identityId) already has a live reply to someone else's post
 * written since it was signed in as (through the API or the intent page; the history an identity
 * was created with, and a generated account's own posts, are older): the next one is then not its
 * first (engagement.ts answers a first reply within minutes).
 */
function repliedBeforeSql(identityId: SQL | Placeholder) {
  return sql<boolean>`exists (
    select 1 from ${sandboxPosts} as mine
    join ${sandboxPosts} as answered on answered.id = mine.in_reply_to_post_id
    join ${sandboxAccounts} as me on me.id = mine.author_id
    where mine.author_id = ${identityId} and mine.deleted_at is null
      and answered.author_id <> mine.author_id
      and mine.created_at >= coalesce(me.claimed_at, '-infinity'::timestamptz))`;
}

/** Whether a reply the identity writes now is not its first (repliedBeforeSql). */
export async function repliedBefore(db: TDb, identityId: string): Promise<boolean> {
  const [row] = await db
    .select({ replied: repliedBeforeSql(sql`${identityId}`) })
    .from(sandboxAccounts)
    .where(eq(sandboxAccounts.id, identityId));
  return row?.replied === true;
}

/** replyTarget's read, built once for each database. */
const replyTargetStatement = perDatabase((db) => {
  const target = targetRead();
  return db
    .select(target.columns)
    .from(target.post)
    .leftJoin(target.referenced, target.referencedIs)
    .where(target.postIs)
    .prepare('gatling_sandbox_reply_target');
});

/**
 * A call of the identity an access belongs to counted on its rate-limit window, and the read of
 * the post it replies to, in one statement (the network's side of posting a reply). Placeholders:
 * spentOnWindow's, postId and text.
 */
const spendingToReplyStatement = perDatabase((db) => {
  const spent = spentOnWindow(db);
  const target = targetRead();
  return db
    .with(spent)
    .select({
      identity: sandboxAccounts,
      count: sql<number | null>`(select count from ${spent})`,
      ...target.columns,
    })
    .from(sandboxAccounts)
    .leftJoin(target.post, target.postIs)
    .leftJoin(target.referenced, target.referencedIs)
    .where(eq(sandboxAccounts.accessToken, sql.placeholder('token')))
    .prepare('gatling_sandbox_spend_to_reply');
});

/** A reply's target as one read found it: the post (null when missing or deleted), and so on. */
export type TTargetRead = {
  post: TTargetPost | null;
  referenced: TTargetPost | null;
  duplicate: boolean;
  /** The identity replied to someone before: this reply is not its first. */
  repliedBefore: boolean;
};
type TTargetPost = Pick<
  TPostRow,
  'id' | 'authorId' | 'text' | 'tweetType' | 'referencedPostId' | 'conversationId' | 'baseLikes' | 'baseViews'
>;

/**
 * The identity of an access, the 'post' call counted on its window, and the read of the post it
 * replies to, in one round trip: publishReply then needs only its write.
 */
export async function spendToReply(
  db: TDb,
  credentials: TCredentials,
  window: { endpoint: string; windowStart: Date },
  input: { inReplyToId: string; text: string },
): Promise<{ identity: TAccountRow; count: number; target: TTargetRead }> {
  if (!credentials.accessToken) {
    return { identity: checkedIdentity(undefined, credentials), count: 0, target: NO_TARGET };
  }
  const [row] = await spendingToReplyStatement(db).execute({
    ...spendingValues(credentials, window),
    postId: input.inReplyToId,
    identityId: credentials.userId,
    text: input.text.trim(),
  });
  const identity = checkedIdentity(row?.identity, credentials);
  return {
    identity,
    count: Number(row?.count ?? 0),
    target: row
      ? {
          post: row.post,
          referenced: row.referenced,
          duplicate: row.duplicate,
          repliedBefore: row.repliedBefore,
        }
      : NO_TARGET,
  };
}

const NO_TARGET: TTargetRead = { post: null, referenced: null, duplicate: false, repliedBefore: false };

/** The columns a reply written through the network sets, each a placeholder of its own name. */
const REPLY_COLUMNS = [
  'id',
  'authorId',
  'text',
  'createdAt',
  'lang',
  'tweetType',
  'inReplyToPostId',
  'conversationId',
  'baseLikes',
  'baseReplies',
  'baseRetweets',
  'baseQuotes',
  'baseViews',
  'growthMinutes',
  'followGain',
  'authorLikeMinutes',
  'authorReplyMinutes',
] as const satisfies readonly (keyof TPostRow)[];
type TReplyValues = Record<(typeof REPLY_COLUMNS)[number], string | number | null>;

/** The reply and the answered post's count in one statement, built once for each database. */
const replyStatement = perDatabase((db) => {
  const values = Object.fromEntries(REPLY_COLUMNS.map((column) => [column, sql`${sql.placeholder(column)}`]));
  const inserted = db.$with('inserted').as(
    db
      .insert(sandboxPosts)
      .values(values as unknown as typeof sandboxPosts.$inferInsert)
      .returning(),
  );
  const counted = db.$with('counted').as(
    db
      .update(sandboxPosts)
      .set({ replyCount: sql`${sandboxPosts.replyCount} + 1` })
      .where(eq(sandboxPosts.id, sql.placeholder('inReplyToPostId')))
      .returning({ id: sandboxPosts.id }),
  );
  return db.with(inserted, counted).select().from(inserted).prepare('gatling_sandbox_reply');
});

/**
 * The post a reply answers (a retweet is answered by answering its original, as on X), with the
 * post it references and whether the identity already sent the same text there: from a read made
 * already, or read now; undefined when it does not exist or was deleted.
 */
async function replyTarget(db: TDb, id: string, identityId: string, text: string, read?: TTargetRead) {
  if (!/^\d{1,19}$/.test(id)) return undefined;
  const row = read ?? (await replyTargetStatement(db).execute({ postId: id, identityId, text }))[0];
  if (!row?.post) return undefined;
  const { duplicate, repliedBefore } = row;
  if (row.post.tweetType !== 'RETWEET' || !row.post.referencedPostId) {
    return { parent: row.post, referenced: row.referenced ?? undefined, duplicate, repliedBefore };
  }
  // A retweet: its original is the parent, and the post that one quotes is read apart (rare).
  const parent = row.referenced;
  if (!parent) return undefined;
  const quoted =
    parent.tweetType === 'QUOTE' && parent.referencedPostId
      ? await livePost(db, parent.referencedPostId)
      : undefined;
  return { parent, referenced: quoted, duplicate, repliedBefore };
}

/**
 * Posts `text` as `identity` in reply to a post: it joins the post's conversation and bumps its
 * reply count. A retweet is answered by answering its original, as on X. With `restricted`, a post
 * that did not summon the identity is refused with ReplyNotAllowedError (the API rule; the intent
 * page is not restricted). What the reply goes on to earn is drawn from the network's `seed`, the
 * post and the text (engagement.ts), so the same history gives the same figures (callers outside
 * the network, such as tests posting by hand, may leave the seed out); the identity's first reply
 * is answered `firstAnswerSeconds` after it (2–4 minutes when not given). Two statements: the read of
 * the post (unless given, read with the call's rate limit), then the reply and the count written
 * together.
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
    /** The read of the post answered, when spendToReply made it already. */
    target?: TTargetRead;
    /** How soon the identity's first reply is answered (engagement.ts); 2–4 minutes by default. */
    firstAnswerSeconds?: number | undefined;
  },
): Promise<TPostRow> {
  const text = input.text.trim();
  if (!text) throw new BadInputError('The reply is empty');
  // Counted as X counts: emoji and CJK weigh 2, every link 23.
  if (weightedLength(text) > X_MAX_WEIGHTED_LENGTH)
    throw new BadInputError(`The reply is longer than ${X_MAX_WEIGHTED_LENGTH} characters`);
  const target = await replyTarget(db, input.inReplyToId, input.identity.id, text, input.target);
  if (!target) throw new BadInputError('The post to reply to does not exist or was deleted');
  const { parent } = target;
  const quoted = parent.tweetType === 'QUOTE' ? target.referenced : undefined;
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
  if (target.duplicate)
    throw new BadInputError('You already sent this exact reply to this post (duplicate content)');

  const values: TReplyValues = {
    id: writtenPostId(input.now.getTime()),
    authorId: input.identity.id,
    text,
    createdAt: input.now.toISOString(),
    lang: input.identity.lang,
    tweetType: 'SINGLE',
    inReplyToPostId: parent.id,
    conversationId: parent.conversationId,
    ...replyEngagement({
      seed: input.seed ?? 'sandbox',
      post: parent,
      text,
      author: input.identity,
      first: !target.repliedBefore,
      firstAnswerSeconds: input.firstAnswerSeconds,
    }),
  };
  const [row] = await replyStatement(db).execute(values);
  if (!row) throw new Error('the sandbox reply was not stored');
  return row;
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
