import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { sandboxAccounts, sandboxPosts } from '../../db/schema/sandbox';
import { composeBio, composeText, topicFor } from './compose';
import { composeReply } from './compose-reply';
import { baseReactions, type TGenPost } from './generate';
import { PERSONA_COUNT, USERNAME_PATTERN } from './generate-accounts';
import { accountId, writtenPostId } from './ids';
import { avatarDataUri } from './media';
import { chance, hash32, int, pick, pickSome, rngFor } from './prng';
import type { TAccountRow } from './post-view';
import { generateWritingHabits } from './writing-habits';
import { PLACES } from './vocab/people';
import { TOPIC_KEYS } from './vocab/topics';

/** Identities: accounts someone signs in as on the authorize page (picked or newly created). */

const DAY_MS = 86_400_000;
export const HISTORY_POSTS = 40;
/** Replies to the network's posts beside them: about a third of the timeline, as for most accounts. */
export const HISTORY_REPLIES = 20;
/** The posts a new identity's replies are drawn from, sampled so a large network reads few rows. */
const PARENT_SAMPLE = 200;
const MINUTE_MS = 60_000;
export const NAME_MAX = 50;

export type TIdentityProblem = { status: 409 | 422; message: string };

/** X's rules for a new account's username and display name; null when fine. */
export function checkNewIdentity(username: string, name: string): TIdentityProblem | null {
  if (!USERNAME_PATTERN.test(username)) {
    return {
      status: 422,
      message: 'A username has 1 to 15 characters: letters, digits and underscores only.',
    };
  }
  if (!name.trim() || Array.from(name.trim()).length > NAME_MAX) {
    return { status: 422, message: `A display name has 1 to ${NAME_MAX} characters.` };
  }
  return null;
}

export async function findByUsername(db: TDb, username: string): Promise<TAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(sandboxAccounts)
    .where(sql`lower(${sandboxAccounts.username}) = ${username.trim().replace(/^@/, '').toLowerCase()}`);
  return row;
}

/** Anyone may pick an unclaimed identity; a claimed one only its owner (or anyone, owner unknown). */
export function canPick(identity: TAccountRow, ownerUserId: string | null): boolean {
  return !identity.claimedAt || !identity.ownerUserId || identity.ownerUserId === ownerUserId;
}

/** The user's own identities first, then suggested ones nobody claimed yet. */
export async function suggestIdentities(db: TDb, ownerUserId: string | null): Promise<TAccountRow[]> {
  const mine = await db
    .select()
    .from(sandboxAccounts)
    .where(
      and(
        isNotNull(sandboxAccounts.claimedAt),
        ownerUserId
          ? or(eq(sandboxAccounts.ownerUserId, ownerUserId), isNull(sandboxAccounts.ownerUserId))
          : isNull(sandboxAccounts.ownerUserId),
      ),
    )
    .orderBy(desc(sandboxAccounts.claimedAt))
    .limit(6);
  const fresh = await db
    .select()
    .from(sandboxAccounts)
    .where(and(isNull(sandboxAccounts.claimedAt), lt(sandboxAccounts.seq, PERSONA_COUNT)))
    .orderBy(asc(sandboxAccounts.seq))
    .limit(4);
  return [...mine, ...fresh];
}

/**
 * Marks an identity as signed in and owned by `ownerUserId`, in one conditional statement: false
 * when another user owns it (even if they claimed it a moment ago, in a racing tab). The first
 * claim stops the simulation posting for the identity.
 */
export async function claimIdentity(
  db: TDb,
  identityId: string,
  ownerUserId: string | null,
  now: Date,
): Promise<boolean> {
  const claimed = await db
    .update(sandboxAccounts)
    .set({
      claimedAt: sql`coalesce(${sandboxAccounts.claimedAt}, ${now.toISOString()}::timestamptz)`,
      ownerUserId: sql`coalesce(${sandboxAccounts.ownerUserId}, ${ownerUserId})`,
    })
    .where(
      and(
        eq(sandboxAccounts.id, identityId),
        ownerUserId === null
          ? isNull(sandboxAccounts.ownerUserId)
          : or(isNull(sandboxAccounts.ownerUserId), eq(sandboxAccounts.ownerUserId, ownerUserId)),
      ),
    )
    .returning({ id: sandboxAccounts.id });
  return claimed.length === 1;
}

/**
 * A new identity with a post history in its own voice, both derived from the seed and the
 * username, so style analysis has material. Null when the username is taken (any case).
 */
export async function createIdentity(
  db: TDb,
  input: { seed: string; username: string; name: string; ownerUserId: string | null; now: Date },
): Promise<TAccountRow | null> {
  if (await findByUsername(db, input.username)) return null;
  const key = input.username.toLowerCase();
  const rng = rngFor(input.seed, 'identity', key);
  const voice = generateWritingHabits(rng, 'en');
  const topics = pickSome(rng, TOPIC_KEYS, 2);
  const nowMs = input.now.getTime();
  const name = input.name.trim();
  const [identity] = await db
    .insert(sandboxAccounts)
    .values({
      id: accountId(nowMs, (1 << 21) | randomInt(0, 1 << 21)),
      seq: null,
      username: input.username,
      name,
      bio: composeBio(rng, { voice, lang: 'en', topics }, pick(rng, PLACES)),
      avatarUrl: avatarDataUri(name, hash32(`${input.seed}:${key}`)),
      followers: int(rng, 20, 900),
      following: int(rng, 50, 600),
      lang: 'en',
      topics,
      voice,
      postsPerDay: 0,
      createdAt: new Date(nowMs - int(rng, 200, 3000) * DAY_MS),
      ownerUserId: input.ownerUserId,
      claimedAt: input.now,
    })
    .onConflictDoNothing()
    .returning();
  if (!identity) return null;
  const parents = await answerablePosts(db, identity, nowMs);
  const history = identityHistory(input.seed, identity, nowMs, parents);
  if (history.length > 0) await db.insert(sandboxPosts).values(history).onConflictDoNothing();
  const parentIds = new Set(parents.map((p) => p.id));
  const others = history.flatMap((p) =>
    p.inReplyToPostId && parentIds.has(p.inReplyToPostId) ? [p.inReplyToPostId] : [],
  );
  // Replies that exist count on the posts they answer, as the network's own replies do.
  if (others.length > 0) {
    await db
      .update(sandboxPosts)
      .set({ replyCount: sql`${sandboxPosts.replyCount} + 1` })
      .where(inArray(sandboxPosts.id, others));
  }
  return identity;
}

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
async function answerablePosts(db: TDb, identity: TAccountRow, nowMs: number): Promise<TAnswerable[]> {
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
