import { and, eq, isNull, sql } from 'drizzle-orm';
import { BLUESKY_MAX_BYTES, BLUESKY_MAX_GRAPHEMES, graphemeLength } from '@gatling/shared/api/platforms';
import type { TDb } from '../../../db/client';
import { sandboxPosts } from '../../../db/schema/sandbox';
import { BadInputError } from '../../../integrations/platform/errors';
import { replyEngagement } from '../engagement';
import { writtenPostId } from '../ids';
import type { TAccountRow, TPostRow } from '../post-view';
import { repliedBefore } from '../publish';
import { parsePostUri } from './bluesky-ids';

/**
 * Posting on the Bluesky face (decision 0067). Bluesky's rules, not X's: up to 300 graphemes (and
 * 3000 bytes), a reply anywhere the account can see, the same text twice allowed. Exactly once as
 * on Bluesky, where the live provider writes a record key derived from the product's reply id "only
 * if absent": here the reply id is kept on the post, unique per author, so a second attempt with the
 * same key finds the first post and never writes another.
 */

/** Bluesky's own check of a post's text, before anything is read or written. */
export function checkBlueskyText(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) throw new BadInputError('The reply is empty');
  if (graphemeLength(trimmed) > BLUESKY_MAX_GRAPHEMES)
    throw new BadInputError(`The reply is longer than ${BLUESKY_MAX_GRAPHEMES} characters`);
  if (Buffer.byteLength(trimmed, 'utf8') > BLUESKY_MAX_BYTES)
    throw new BadInputError(`The reply is longer than ${BLUESKY_MAX_BYTES} bytes`);
  return trimmed;
}

/** The identity's live post made for reply `key`, if an attempt made one. */
export async function postOfKey(db: TDb, identityId: string, key: string): Promise<TPostRow | undefined> {
  const [row] = await db
    .select()
    .from(sandboxPosts)
    .where(
      and(
        eq(sandboxPosts.authorId, identityId),
        eq(sandboxPosts.replyKey, key),
        isNull(sandboxPosts.deletedAt),
      ),
    );
  return row;
}

/** The live post an at:// URI of the face names (its author as the URI says); reposts are no posts. */
export async function livePostOfUri(db: TDb, uri: string): Promise<TPostRow | undefined> {
  const ids = parsePostUri(uri);
  if (!ids) return undefined;
  const [row] = await db
    .select()
    .from(sandboxPosts)
    .where(
      and(
        eq(sandboxPosts.id, ids.postId),
        eq(sandboxPosts.authorId, ids.authorId),
        isNull(sandboxPosts.deletedAt),
      ),
    );
  return row && row.tweetType !== 'RETWEET' ? row : undefined;
}

/**
 * The identity's reply for `key` to the post `parentUri`: the one an earlier attempt posted, or a
 * new one that joins the post's thread and counts on it. Its figures to come are drawn as the X
 * face draws them (engagement.ts), from the network's seed, the post and the text; the identity's
 * first reply is answered within minutes, as on the X face.
 */
export async function postKeyedReply(
  db: TDb,
  input: {
    seed: string;
    identity: TAccountRow;
    parentUri: string;
    text: string;
    key: string;
    now: Date;
    /** How soon the identity's first reply is answered (engagement.ts); 2–4 minutes by default. */
    firstAnswerSeconds?: number | undefined;
  },
): Promise<TPostRow> {
  const text = checkBlueskyText(input.text);
  const earlier = await postOfKey(db, input.identity.id, input.key);
  if (earlier) return earlier;
  const parent = await livePostOfUri(db, input.parentUri);
  if (!parent) throw new BadInputError('The post being answered is no longer on Bluesky.');
  const first = !(await repliedBefore(db, input.identity.id));
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(sandboxPosts)
      .values({
        id: writtenPostId(input.now.getTime()),
        authorId: input.identity.id,
        text,
        createdAt: input.now,
        lang: input.identity.lang,
        tweetType: 'SINGLE',
        inReplyToPostId: parent.id,
        conversationId: parent.conversationId,
        replyKey: input.key,
        ...replyEngagement({
          seed: input.seed,
          post: parent,
          text,
          author: input.identity,
          first,
          firstAnswerSeconds: input.firstAnswerSeconds,
        }),
      })
      .onConflictDoNothing({
        target: [sandboxPosts.authorId, sandboxPosts.replyKey],
        where: sql`${sandboxPosts.replyKey} is not null`,
      })
      .returning();
    if (!created) {
      // Another attempt with the same key got there first: its post is the reply.
      const first = await postOfKey(tx as unknown as TDb, input.identity.id, input.key);
      if (!first) throw new BadInputError('The reply was posted and then deleted.');
      return first;
    }
    await tx
      .update(sandboxPosts)
      .set({ replyCount: sql`${sandboxPosts.replyCount} + 1` })
      .where(eq(sandboxPosts.id, parent.id));
    return created;
  });
}

/**
 * Deletes one of the identity's own posts (deleteRecord): the reply count of what it answered goes
 * down, and its key is let go, so the record can be written again as on Bluesky.
 */
export async function deleteOwnBlueskyPost(
  db: TDb,
  identity: TAccountRow,
  uri: string,
  now: Date,
): Promise<void> {
  const ids = parsePostUri(uri);
  if (!ids || ids.authorId !== identity.id) {
    throw new BadInputError(`Not a post of this Bluesky account: ${uri}`);
  }
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .update(sandboxPosts)
      .set({ deletedAt: now, replyKey: null })
      .where(
        and(
          eq(sandboxPosts.id, ids.postId),
          eq(sandboxPosts.authorId, identity.id),
          isNull(sandboxPosts.deletedAt),
        ),
      )
      .returning({ parent: sandboxPosts.inReplyToPostId });
    // Deleting a record that is not there succeeds on Bluesky: nothing to undo then.
    if (gone?.parent) {
      await tx
        .update(sandboxPosts)
        .set({ replyCount: sql`greatest(${sandboxPosts.replyCount} - 1, 0)` })
        .where(eq(sandboxPosts.id, gone.parent));
    }
  });
}
