import { and, eq, gt, inArray, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDb } from '../../db/client';
import { sandboxAccounts, sandboxPosts } from '../../db/schema/sandbox';
import type { TOutcomeQuery, TPostOutcome } from '../../integrations/platform/types';
import { namedThing } from './compose-reply';
import { authorReplyText } from './author-answer';
import { answerDueMs } from './engagement';
import { writtenPostId } from './ids';
import { figuresAt, growthAt, type TAccountRow, type TPostRow } from './post-view';
import { hash32, int, rngFor } from './prng';

/**
 * What the identity's replies have earned by the network's now (the figures drawn when each was
 * posted, on the growth curve). The answered post's author likes / answers a reply once its minutes
 * are past; an answer becomes a real post in the network the first time it is read (idempotent: its
 * id is derived from the reply's).
 */
export async function readReplyOutcomes(
  db: TDb,
  input: { seed: string; identity: TAccountRow; items: TOutcomeQuery[]; now: Date },
): Promise<{ found: TPostOutcome[]; missing: string[] }> {
  const nowMs = input.now.getTime();
  const ids = [...new Set(input.items.map((i) => i.postId))];
  const valid = ids.filter((id) => /^\d{1,19}$/.test(id));
  const rows =
    valid.length > 0
      ? await db
          .select()
          .from(sandboxPosts)
          .where(
            and(
              inArray(sandboxPosts.id, valid),
              eq(sandboxPosts.authorId, input.identity.id),
              isNull(sandboxPosts.deletedAt),
            ),
          )
      : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const parentIds = [...new Set(rows.map((r) => r.inReplyToPostId).filter((id): id is string => !!id))];
  // Deleted parents still have an author, who may still answer.
  const parents =
    parentIds.length > 0
      ? await db
          .select({ id: sandboxPosts.id, authorId: sandboxPosts.authorId })
          .from(sandboxPosts)
          .where(inArray(sandboxPosts.id, parentIds))
      : [];
  const parentAuthor = new Map(parents.map((p) => [p.id, p.authorId]));
  // Who already answered each reply (the network's own replies count too).
  const answers =
    rows.length > 0
      ? await db
          .select({ replyId: sandboxPosts.inReplyToPostId, authorId: sandboxPosts.authorId })
          .from(sandboxPosts)
          .where(and(inArray(sandboxPosts.inReplyToPostId, [...byId.keys()]), isNull(sandboxPosts.deletedAt)))
      : [];
  const answered = new Set(answers.map((a) => `${a.replyId ?? ''}:${a.authorId}`));

  const found: TPostOutcome[] = [];
  const missing: string[] = [];
  for (const id of ids) {
    let row = byId.get(id);
    if (!row) {
      missing.push(id);
      continue;
    }
    const createdMs = row.createdAt.getTime();
    const due = (minutes: number | null) => minutes !== null && nowMs >= createdMs + minutes * 60_000;
    const answerDue = (answerDueMs(row) ?? Infinity) <= nowMs;
    const answeredBy = row.inReplyToPostId ? parentAuthor.get(row.inReplyToPostId) : undefined;
    const already = !!answeredBy && answered.has(`${row.id}:${answeredBy}`);
    if (answeredBy && answeredBy !== input.identity.id && !already && answerDue) {
      row = await answerReply(db, { seed: input.seed, identity: input.identity, reply: row, answeredBy });
    }
    const figures = figuresAt(row, nowMs);
    found.push({
      postId: row.id,
      likes: figures.likes,
      replies: figures.replies,
      reposts: figures.retweets,
      quotes: figures.quotes,
      impressions: figures.views,
      authorReplied: already || answerDue,
      authorLiked: due(row.authorLikeMinutes),
    });
  }
  return { found, missing };
}

/** Answers come at most 4 hours after a reply (10 for replies drawn before): older ones are not looked at. */
const ANSWER_WINDOW_MS = 2 * 24 * 60 * 60_000;

/**
 * Every answer to the identity's replies that is due by `now` and not yet in the network, made now
 * (answerReply: exactly once, however many readers race): what the inbox reads first, so an answer
 * arrives whether or not the reply's outcome was read.
 */
export async function answerDueReplies(
  db: TDb,
  input: { seed: string; identity: TAccountRow; now: Date },
): Promise<void> {
  const parent = alias(sandboxPosts, 'parent');
  const nowMs = input.now.getTime();
  const rows = await db
    .select({ reply: sandboxPosts, answeredBy: parent.authorId })
    .from(sandboxPosts)
    .innerJoin(parent, eq(parent.id, sandboxPosts.inReplyToPostId))
    .where(
      and(
        eq(sandboxPosts.authorId, input.identity.id),
        isNull(sandboxPosts.deletedAt),
        isNotNull(sandboxPosts.authorReplyMinutes),
        gt(sandboxPosts.createdAt, new Date(nowMs - ANSWER_WINDOW_MS)),
        lte(sandboxPosts.createdAt, input.now),
        ne(parent.authorId, input.identity.id),
        sql`not exists (select 1 from ${sandboxPosts} as answer
          where answer.in_reply_to_post_id = ${sandboxPosts.id} and answer.author_id = ${parent.authorId})`,
      ),
    );
  for (const { reply, answeredBy } of rows) {
    if ((answerDueMs(reply) ?? Infinity) > nowMs) continue;
    await answerReply(db, { seed: input.seed, identity: input.identity, reply, answeredBy });
  }
}

/**
 * Whether `reply` is the identity's first live reply to someone else's post since it was signed in
 * as (publish.ts draws a first reply's answer within minutes; its text asks back, engagement.ts).
 */
async function isFirstReply(db: TDb, identity: TAccountRow, reply: TPostRow): Promise<boolean> {
  const mine = alias(sandboxPosts, 'mine');
  const answered = alias(sandboxPosts, 'answered');
  const [earlier] = await db
    .select({ id: mine.id })
    .from(mine)
    .innerJoin(answered, eq(answered.id, mine.inReplyToPostId))
    .where(
      and(
        eq(mine.authorId, identity.id),
        isNull(mine.deletedAt),
        ne(answered.authorId, identity.id),
        identity.claimedAt ? sql`${mine.createdAt} >= ${identity.claimedAt}` : undefined,
        sql`(${mine.createdAt}, ${mine.id}) < (${reply.createdAt}, ${reply.id})`,
      ),
    )
    .limit(1);
  return !earlier;
}

/**
 * The answered post's author replies to the identity's reply, at the time drawn for it: a short
 * thanks or follow-up question, which the reply's reply count includes. The post's id is a hash of
 * the reply's, so two readers racing insert it once. Returns the reply's row as it is now.
 */
async function answerReply(
  db: TDb,
  input: { seed: string; identity: TAccountRow; reply: TPostRow; answeredBy: string },
): Promise<TPostRow> {
  const { reply } = input;
  const [author] = await db
    .select({
      lang: sandboxAccounts.lang,
      topics: sandboxAccounts.topics,
      username: sandboxAccounts.username,
    })
    .from(sandboxAccounts)
    .where(eq(sandboxAccounts.id, input.answeredBy));
  if (!author) return reply;
  const at = answerDueMs(reply) ?? reply.createdAt.getTime();
  const id = writtenPostId(at, hash32(`${input.seed}:author-reply:${reply.id}`));
  const first = await isFirstReply(db, input.identity, reply);
  const [answered] = reply.inReplyToPostId
    ? await db
        .select({ text: sandboxPosts.text })
        .from(sandboxPosts)
        .where(eq(sandboxPosts.id, reply.inReplyToPostId))
    : [];
  // What the answered post is about, in the network's own words, for the answer to take up.
  const about = answered
    ? namedThing({ text: answered.text, authorUsername: author.username, authorTopics: author.topics })
    : null;
  const rng = rngFor(input.seed, 'author-reply-reactions', reply.id);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(sandboxPosts)
      .values({
        id,
        authorId: input.answeredBy,
        text: authorReplyText({
          seed: input.seed,
          replyId: reply.id,
          replyText: reply.text,
          replyAuthor: input.identity.username,
          lang: author.lang,
          first,
          ...(answered ? { postText: answered.text } : {}),
          ...(about ? { about } : {}),
        }),
        createdAt: new Date(at),
        lang: author.lang,
        tweetType: 'SINGLE',
        inReplyToPostId: reply.id,
        conversationId: reply.conversationId,
        baseLikes: int(rng, 0, 4),
        baseViews: int(rng, 10, 120),
        growthMinutes: int(rng, 60, 300),
      })
      .onConflictDoNothing()
      .returning({ id: sandboxPosts.id });
    if (inserted.length === 0) return reply;
    const [bumped] = await tx
      .update(sandboxPosts)
      .set({ replyCount: sql`${sandboxPosts.replyCount} + 1` })
      .where(eq(sandboxPosts.id, reply.id))
      .returning();
    return bumped ?? reply;
  });
}

/**
 * Followers the identities' replies have won them by `nowMs`: Σ followGain × growth(age), floored,
 * per identity (deleted replies keep what they won).
 */
export async function followersGained(
  db: TDb,
  identityIds: string[],
  nowMs: number,
): Promise<Map<string, number>> {
  const gains = new Map<string, number>();
  if (identityIds.length === 0) return gains;
  const rows = await db
    .select({
      authorId: sandboxPosts.authorId,
      createdAt: sandboxPosts.createdAt,
      growthMinutes: sandboxPosts.growthMinutes,
      followGain: sandboxPosts.followGain,
    })
    .from(sandboxPosts)
    .where(and(inArray(sandboxPosts.authorId, identityIds), gt(sandboxPosts.followGain, 0)));
  for (const r of rows)
    gains.set(r.authorId, (gains.get(r.authorId) ?? 0) + r.followGain * growthAt(r, nowMs));
  for (const [id, sum] of gains) gains.set(id, Math.floor(sum));
  return gains;
}
