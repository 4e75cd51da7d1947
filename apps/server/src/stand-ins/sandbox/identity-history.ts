import { and, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { sandboxAccounts, sandboxPosts } from '../../db/schema/sandbox';
import { composeText, topicFor } from './compose';
import { canAnswer, composeReply } from './compose-reply';
import { baseReactions, type TGenPost } from './generate';
import { writtenPostId } from './ids';
import { chance, hash32, pickSome, rngFor } from './prng';
import type { TAccountRow } from './post-view';

// A new identity's past: posts in its own voice and replies to the network's posts, derived from
// the seed and the username, so style analysis has material from the first sign-in.

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
export const HISTORY_POSTS = 40;
/** Replies to the network's posts beside them: about a third of the timeline, as for most accounts. */
export const HISTORY_REPLIES = 20;
/** The posts a new identity's replies are drawn from, sampled so a large network reads few rows. */
export const PARENT_SAMPLE = 200;

/** A network post a new identity may have answered. */
export type TAnswerable = {
  id: string;
  text: string;
  createdAt: Date;
  conversationId: string;
  authorUsername: string;
  authorTopics: string[];
};

/**
 * Standalone English posts of the generated accounts, from the identity's history window, by
 * authors who share one of its topics: a stable sample (ordered by a hash of the identity and the
 * post), so the same network and username give the same replies.
 */
export async function answerablePosts(db: TDb, identity: TAccountRow, nowMs: number): Promise<TAnswerable[]> {
  const key = identity.username.toLowerCase();
  const topics = sql.join(
    identity.topics.map((t) => sql`${t}`),
    sql`, `,
  );
  return db
    .select({
      id: sandboxPosts.id,
      text: sandboxPosts.text,
      createdAt: sandboxPosts.createdAt,
      conversationId: sandboxPosts.conversationId,
      authorUsername: sandboxAccounts.username,
      authorTopics: sandboxAccounts.topics,
    })
    .from(sandboxPosts)
    .innerJoin(sandboxAccounts, eq(sandboxAccounts.id, sandboxPosts.authorId))
    .where(
      and(
        isNotNull(sandboxAccounts.seq),
        eq(sandboxPosts.lang, 'en'),
        eq(sandboxPosts.tweetType, 'SINGLE'),
        isNull(sandboxPosts.inReplyToPostId),
        isNull(sandboxPosts.deletedAt),
        gte(sandboxPosts.createdAt, new Date(nowMs - 30 * DAY_MS)),
        lt(sandboxPosts.createdAt, new Date(nowMs - 10 * MINUTE_MS)),
        sql`jsonb_exists_any(${sandboxAccounts.topics}, array[${topics}]::text[])`,
      ),
    )
    .orderBy(sql`md5(${key} || ${sandboxPosts.id})`)
    .limit(PARENT_SAMPLE);
}

/**
 * 40 posts over the last 30 days, some continuing the previous one as a thread, and up to 20
 * replies to `parents` (network posts), each a few minutes to hours after the post it answers.
 */
export function identityHistory(
  seed: string,
  identity: TAccountRow,
  nowMs: number,
  parents: TAnswerable[] = [],
): TGenPost[] {
  const key = identity.username.toLowerCase();
  const rng = rngFor(seed, 'identity-times', key);
  const times = Array.from(
    { length: HISTORY_POSTS },
    () => nowMs - 30 * DAY_MS + Math.floor(rng() * (30 * DAY_MS - 3_600_000)),
  ).sort((a, b) => a - b);
  const writer = { voice: identity.voice, lang: 'en' as const, topics: identity.topics };
  const posts: TGenPost[] = [];
  times.forEach((at, i) => {
    const postRng = rngFor(seed, 'identity-post', key, i);
    const previous = posts.at(-1);
    const thread =
      previous !== undefined && at - previous.createdAt.getTime() < 3 * 3_600_000 && chance(postRng, 0.5);
    const kind = thread ? 'thread' : 'single';
    const id = writtenPostId(at, hash32(`${seed}:${key}:${i}`));
    if (thread) previous.replyCount++;
    posts.push({
      id,
      authorId: identity.id,
      text: composeText(postRng, writer, kind, { topic: topicFor(postRng, writer) }),
      createdAt: new Date(at),
      lang: 'en',
      tweetType: 'SINGLE',
      referencedPostId: null,
      inReplyToPostId: thread ? previous.id : null,
      conversationId: thread ? previous.conversationId : id,
      mediaUrl: null,
      ...baseReactions(postRng, identity, kind),
      replyCount: 0,
      repostCount: 0,
    });
  });
  return [...posts, ...historyReplies(seed, identity, nowMs, parents)];
}

/** A reply without its leading @username, as the style analysis reads it. */
const answerWords = (text: string) => text.replace(/^@\w+ /, '').toLowerCase();

function historyReplies(
  seed: string,
  identity: TAccountRow,
  nowMs: number,
  parents: TAnswerable[],
): TGenPost[] {
  const key = identity.username.toLowerCase();
  const rng = rngFor(seed, 'identity-replies', key);
  const writer = { voice: identity.voice, lang: 'en' as const, topics: identity.topics };
  const chosen = [...parents].sort((a, b) => (a.id < b.id ? -1 : 1));
  // In a stable random order, until 20 have been answered (a post may be passed over).
  const picked = pickSome(rng, chosen, chosen.length);
  const replies: TGenPost[] = [];
  const said = new Set<string>();
  for (const parent of picked) {
    if (replies.length === HISTORY_REPLIES) break;
    // Its reply examples teach how this person answers a post: a post they have nothing to say to
    // is scrolled past, not answered with a line about something else.
    if (!canAnswer(parent, identity.topics)) continue;
    const postRng = rngFor(seed, 'identity-reply', key, parent.id);
    // Most answers come within the hour, some the same evening: log-uniform from 2 minutes to 8 hours.
    const delay = Math.round(Math.exp(Math.log(2) + postRng() * Math.log(240)) * MINUTE_MS);
    const at = Math.min(parent.createdAt.getTime() + delay, nowMs - MINUTE_MS);
    if (at <= parent.createdAt.getTime()) continue;
    // A person rarely answers two posts with the same words: a few tries for a fresh line.
    let text = composeReply(postRng, writer, parent);
    for (let i = 0; i < 4 && said.has(answerWords(text)); i++) text = composeReply(postRng, writer, parent);
    if (said.has(answerWords(text))) continue;
    said.add(answerWords(text));
    replies.push({
      id: writtenPostId(at, hash32(`${seed}:${key}:reply:${parent.id}`)),
      authorId: identity.id,
      text,
      createdAt: new Date(at),
      lang: 'en',
      tweetType: 'SINGLE',
      referencedPostId: null,
      inReplyToPostId: parent.id,
      conversationId: parent.conversationId,
      mediaUrl: null,
      ...baseReactions(postRng, identity, 'reply'),
      replyCount: 0,
      repostCount: 0,
    });
  }
  return replies;
}
