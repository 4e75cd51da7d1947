import { composeText, topicFor, type TComposeKind } from './compose';
import type { TGenAccount } from './generate-accounts';
import { postImageDataUri } from './media';
import { chance, int, normal, pick, rngFor, type TRandom } from './prng';
import { HOUR_MS, hourSlots, slotsBetween, type TSlot } from './schedule';
import type { TWritingHabits } from '../../db/schema/sandbox';

/**
 * The network's posts between two instants: a pure function of the seed, the accounts, the
 * network's origin and the posts already there (targets of replies, quotes and retweets). Same
 * inputs, same posts, byte for byte.
 */
export type TGenPost = {
  id: string;
  authorId: string;
  text: string;
  createdAt: Date;
  lang: string;
  tweetType: 'SINGLE' | 'RETWEET' | 'QUOTE';
  referencedPostId: string | null;
  inReplyToPostId: string | null;
  conversationId: string;
  mediaUrl: string | null;
  baseLikes: number;
  baseRetweets: number;
  baseReplies: number;
  baseViews: number;
  growthMinutes: number;
  replyCount: number;
  repostCount: number;
};

/** What a new post needs to know about an earlier one. */
export type TKnownPost = Pick<
  TGenPost,
  | 'id'
  | 'authorId'
  | 'text'
  | 'lang'
  | 'tweetType'
  | 'referencedPostId'
  | 'inReplyToPostId'
  | 'conversationId'
> & {
  deleted: boolean;
};

export type TGenerateInput = {
  seed: string;
  accounts: TGenAccount[];
  originMs: number;
  fromMs: number;
  toMs: number;
  /** Earlier posts that may be answered (at least the 6 hours before fromMs). */
  known: Map<string, TKnownPost>;
  /** Accounts someone signed in as, with when: the simulation stops posting for them. */
  claimedAt: Map<string, number>;
  /** Signed-in identities the network may mention, so a reply through the API is possible. */
  summonable: string[];
};

export type TGenerateResult = { posts: TGenPost[]; bumps: Map<string, { replies: number; reposts: number }> };

const TARGET_WINDOW_HOURS = 6;
const THREAD_WINDOW_MS = 3 * HOUR_MS;
const INT_MAX = 2_147_483_647;

function candidatesBefore(input: TGenerateInput, slot: TSlot, windowMs: number): TSlot[] {
  const hour = Math.floor(slot.at / HOUR_MS);
  const out: TSlot[] = [];
  for (let h = hour - Math.ceil(windowMs / HOUR_MS); h <= hour; h++) {
    for (const s of hourSlots(input.seed, input.accounts, h)) {
      if (s.at < slot.at && s.at >= input.originMs && s.at >= slot.at - windowMs) out.push(s);
    }
  }
  return out;
}

/** Someone else's recent post, preferring authors who share a topic. */
function chooseTarget(rng: TRandom, input: TGenerateInput, slot: TSlot, author: TGenAccount): TSlot | null {
  const pool = candidatesBefore(input, slot, TARGET_WINDOW_HOURS * HOUR_MS).filter(
    (s) => s.seq !== author.seq,
  );
  let chosen: TSlot | null = null;
  for (let i = 0; i < 6 && pool.length > 0; i++) {
    chosen = pick(rng, pool);
    const other = input.accounts[chosen.seq];
    if (other && other.topics.some((t) => author.topics.includes(t))) break;
  }
  return chosen;
}

/** Where a post's reactions tend to: the author's reach × engagement × luck, less for replies. */
export function baseReactions(
  rng: TRandom,
  author: { followers: number; voice: TWritingHabits },
  kind: TComposeKind | 'retweet',
) {
  if (kind === 'retweet')
    return { baseLikes: 0, baseRetweets: 0, baseReplies: 0, baseViews: 0, growthMinutes: 60 };
  const factor = { single: 1, quote: 0.8, thread: 0.45, reply: 0.12 }[kind];
  // Log-normal luck, and now and then a post that takes off.
  const luck = Math.exp(normal(rng) * 0.9) * (rng() < 0.02 ? 10 + rng() * 40 : 1);
  const likes = Math.min(INT_MAX, Math.round(author.followers * author.voice.engagement * luck * factor));
  return {
    baseLikes: likes,
    baseRetweets: Math.round(likes * (0.03 + rng() * 0.15)),
    baseReplies: Math.round(likes * (0.02 + rng() * 0.12)),
    baseViews: Math.min(
      INT_MAX,
      Math.round(author.followers * (0.3 + rng() * 1.5) * luck * factor + likes * 20),
    ),
    growthMinutes: int(rng, 60, 900),
  };
}

export function generatePosts(input: TGenerateInput): TGenerateResult {
  const byId = new Map(input.known);
  const accountById = new Map(input.accounts.map((a) => [a.id, a]));
  const posts: TGenPost[] = [];
  const inBatch = new Map<string, TGenPost>();
  const bumps = new Map<string, { replies: number; reposts: number }>();
  const bump = (id: string, field: 'replies' | 'reposts') => {
    const own = inBatch.get(id);
    if (own) {
      if (field === 'replies') own.replyCount++;
      else own.repostCount++;
      return;
    }
    const b = bumps.get(id) ?? { replies: 0, reposts: 0 };
    b[field]++;
    bumps.set(id, b);
  };
  const resolve = (id: string | undefined): TKnownPost | null => {
    const post = id ? byId.get(id) : undefined;
    if (!post || post.deleted) return null;
    if (post.tweetType !== 'RETWEET') return post;
    return resolve(post.referencedPostId ?? undefined);
  };

  for (const slot of slotsBetween(input.seed, input.accounts, input.fromMs, input.toMs)) {
    const author = input.accounts[slot.seq];
    if (!author) continue;
    const claimed = input.claimedAt.get(author.id);
    if (claimed !== undefined && claimed <= slot.at) continue;
    const rng = rngFor(input.seed, 'post', slot.id);
    const v = author.voice;
    const roll = rng();
    let kind: TComposeKind | 'retweet' =
      roll < v.retweetRate
        ? 'retweet'
        : roll < v.retweetRate + v.quoteRate
          ? 'quote'
          : roll < v.retweetRate + v.quoteRate + v.replyRate
            ? 'reply'
            : roll < v.retweetRate + v.quoteRate + v.replyRate + v.threadRate
              ? 'thread'
              : 'single';
    let target: TKnownPost | null = null;
    if (kind === 'thread') {
      const own = candidatesBefore(input, slot, THREAD_WINDOW_MS)
        .filter((s) => s.seq === slot.seq)
        .at(-1);
      target = resolve(own?.id);
    } else if (kind !== 'single') {
      target = resolve(chooseTarget(rng, input, slot, author)?.id);
    }
    // Retweets and quotes pick standalone posts; replies to replies make threads deeper.
    if ((kind === 'retweet' || kind === 'quote') && target?.inReplyToPostId) target = null;
    const targetAuthor = target ? accountById.get(target.authorId) : undefined;
    if (kind !== 'single' && (!target || !targetAuthor)) kind = 'single';

    const writer = { voice: v, lang: author.lang, topics: author.topics };
    const topic = topicFor(rng, writer, targetAuthor?.topics);
    let text: string;
    let mediaUrl: string | null = null;
    if (kind === 'retweet' && target && targetAuthor) {
      const full = `RT @${targetAuthor.username}: ${target.text}`;
      text = Array.from(full).length <= 280 ? full : `${Array.from(full).slice(0, 279).join('')}…`;
    } else {
      let mention: string | undefined;
      if (kind === 'single' && chance(rng, v.mentionRate)) {
        const summoned = input.summonable.length > 0 && chance(rng, 0.3);
        const peers = input.accounts.filter((a) => a.seq !== author.seq && a.topics.includes(topic.key));
        mention = summoned
          ? pick(rng, input.summonable)
          : peers.length > 0
            ? pick(rng, peers).username
            : undefined;
      }
      const replyTo = kind === 'reply' ? targetAuthor?.username : undefined;
      text = composeText(rng, writer, kind as TComposeKind, {
        topic,
        ...(replyTo ? { replyTo } : {}),
        ...(mention ? { mention } : {}),
      });
      if ((kind === 'single' || kind === 'thread') && chance(rng, v.mediaRate)) {
        mediaUrl = postImageDataUri(rng, pick(rng, topic.slots.thing ?? [topic.key]));
      }
    }
    const isReply = kind === 'reply' || kind === 'thread';
    const post: TGenPost = {
      id: slot.id,
      authorId: author.id,
      text,
      createdAt: new Date(slot.at),
      lang: kind === 'retweet' && target ? target.lang : author.lang,
      tweetType: kind === 'retweet' ? 'RETWEET' : kind === 'quote' ? 'QUOTE' : 'SINGLE',
      referencedPostId: kind === 'retweet' || kind === 'quote' ? (target?.id ?? null) : null,
      inReplyToPostId: isReply ? (target?.id ?? null) : null,
      conversationId: isReply && target ? target.conversationId : slot.id,
      mediaUrl,
      ...baseReactions(rng, author, kind),
      replyCount: 0,
      repostCount: 0,
    };
    posts.push(post);
    inBatch.set(post.id, post);
    byId.set(post.id, { ...post, deleted: false });
    if (target) bump(target.id, isReply ? 'replies' : 'reposts');
  }
  return { posts, bumps };
}
