import { stopWordsAnd } from '../../lib/text/stop-words';
import { chance, int, normal, poisson, rngFor, type TRandom } from './prng';

/**
 * What a reply written through the product earns, drawn once when it is posted: a pure function of
 * the network's seed, the answered post and the reply's text, so the same history always gives the
 * same figures. Replies that fit the post better (share its content words, answer a popular post)
 * tend to do better; luck still decides a lot, as it does on X.
 */

const INT_MAX = 2_147_483_647;

/**
 * Words too common to say a reply is about the same thing: the stop words (lib/text/stop-words.ts),
 * the vaguest nouns, and the commonest words of the Spanish, German and French posts the network
 * also holds (only words of 4 letters or more are read).
 */
export const COMMON_WORDS = stopWordsAnd(
  'thing things want',
  'como esta este para pero todo aber auch dass eine einen nicht noch sind wird avec dans mais pour sont tout',
);

/** Lower-cased word tokens of at least 4 letters, without links, @names and stop words. */
export function contentWords(text: string): Set<string> {
  const plain = text
    .toLowerCase()
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/[@#][\p{L}\p{N}_]+/gu, ' ');
  const words = plain.match(/\p{L}{4,}/gu) ?? [];
  return new Set(words.filter((w) => !COMMON_WORDS.has(w)));
}

export type TAnsweredPost = {
  id: string;
  text: string;
  authorId: string;
  baseLikes: number;
  baseViews: number;
};

/**
 * How well a reply fits the post it answers, in [0, 1]: 0.75 × word overlap + 0.25 × the post's
 * popularity. Overlap is the shared content words over the smaller of the two sets, reaching 1 at
 * three or more shared words (a short reply sharing one word is partly on topic); popularity is
 * log10(1 + likes) / 4 (10k likes → 1).
 */
export function replyFit(replyText: string, post: Pick<TAnsweredPost, 'text' | 'baseLikes'>): number {
  const reply = contentWords(replyText);
  const parent = contentWords(post.text);
  let shared = 0;
  for (const w of reply) if (parent.has(w)) shared++;
  const smaller = Math.max(1, Math.min(reply.size, parent.size));
  const overlap = Math.min(1, shared / Math.min(3, smaller));
  const popularity = Math.min(1, Math.log10(1 + Math.max(0, post.baseLikes)) / 4);
  return clamp01(0.75 * overlap + 0.25 * popularity);
}

export type TReplyEngagement = {
  baseLikes: number;
  baseReplies: number;
  baseRetweets: number;
  baseQuotes: number;
  baseViews: number;
  growthMinutes: number;
  followGain: number;
  authorLikeMinutes: number | null;
  authorReplyMinutes: number | null;
};

/**
 * The reply's figures, from a generator named after (seed, answered post, text):
 *
 * - views → parentViews × (0.005 + 0.06·fit) × luck + authorFollowers × 0.08 × luck, where
 *   parentViews is the post's base views (at least 30 per like) and luck is log-normal (σ 0.6);
 * - likes → views × (0.004 + 0.036·fit); replies, reposts and quotes small shares of the likes;
 * - followGain ~ Poisson(0.15 + 2.5·fit·(0.5 + popularity)), capped at 25;
 * - the post's author likes it with probability 0.15 + 0.5·fit, 10–300 minutes after (sooner when
 *   it fits), and answers it with probability 0.05 + 0.35·fit, 2–240 minutes after, most within
 *   the first half hour as first answers come in real conversations (answerMinutes); never when
 *   the reply answers the identity's own post.
 *
 * The identity's first reply to someone else's post (`first`) is always answered, within minutes:
 * `firstAnswerSeconds` after it, or 2–4 minutes drawn from (seed, post, text) when not given, so a
 * new user sees a conversation start (decision 0083). Its other figures are drawn as for any reply.
 */
export function replyEngagement(input: {
  seed: string;
  post: TAnsweredPost;
  text: string;
  author: { id: string; followers: number };
  first?: boolean | undefined;
  firstAnswerSeconds?: number | undefined;
}): TReplyEngagement {
  const { post, author } = input;
  const rng = rngFor(input.seed, 'reply-outcome', post.id, input.text);
  const fit = replyFit(input.text, post);
  const popularity = Math.min(1, Math.log10(1 + Math.max(0, post.baseLikes)) / 4);
  const luck = Math.exp(normal(rng) * 0.6);
  const parentViews = Math.max(post.baseViews, post.baseLikes * 30, 200);
  const views = cap(parentViews * (0.005 + 0.06 * fit) * luck + Math.max(0, author.followers) * 0.08 * luck);
  const likes = cap(views * (0.004 + 0.036 * fit) * (0.7 + 0.6 * rng()));
  const own = post.authorId === author.id;
  return {
    baseViews: views,
    baseLikes: likes,
    baseReplies: cap(likes * (0.03 + 0.1 * rng())),
    baseRetweets: cap(likes * (0.01 + 0.06 * rng())),
    baseQuotes: cap(likes * (0.004 + 0.025 * rng())),
    growthMinutes: int(rng, 45, 360),
    followGain: own ? 0 : Math.min(25, poisson(rng, 0.15 + 2.5 * fit * (0.5 + popularity))),
    authorLikeMinutes: own ? null : delay(rng, 0.15 + 0.5 * fit, 10, 300, fit),
    authorReplyMinutes: own
      ? null
      : input.first
        ? firstAnswerMinutes(input.seed, post.id, input.text, input.firstAnswerSeconds)
        : answerMinutes(rng, 0.05 + 0.35 * fit, fit),
  };
}

/** Seconds after an identity's first reply at which the post's author answers it, by default. */
export const FIRST_ANSWER_SECONDS = { min: 120, max: 240 } as const;

/** Minutes (a fraction where seconds say so) after the first reply at which its answer comes. */
function firstAnswerMinutes(seed: string, postId: string, text: string, seconds: number | undefined): number {
  const drawn = int(
    rngFor(seed, 'first-answer', postId, text),
    FIRST_ANSWER_SECONDS.min,
    FIRST_ANSWER_SECONDS.max,
  );
  return Math.max(0, seconds ?? drawn) / 60;
}

/**
 * With probability p, whole minutes in [2, 240) after the reply, skewed early (the cube of a uniform
 * draw: half within ~30 minutes, a tenth after ~2 hours), sooner the better the fit; else null.
 * Two draws either way.
 */
function answerMinutes(rng: TRandom, p: number, fit: number): number | null {
  const happens = chance(rng, p);
  const span = (240 - 2) * (1 - 0.5 * fit);
  const minutes = 2 + Math.floor(rng() ** 3 * span);
  return happens ? minutes : null;
}

/** When the answer to a reply is due: `authorReplyMinutes` after it, to the millisecond; null: never. */
export function answerDueMs(reply: { createdAt: Date; authorReplyMinutes: number | null }): number | null {
  if (reply.authorReplyMinutes === null) return null;
  return reply.createdAt.getTime() + Math.round(reply.authorReplyMinutes * 60_000);
}

/** With probability p, minutes in [min, max], sooner the better the fit; else null. Two draws either way. */
function delay(rng: TRandom, p: number, min: number, max: number, fit: number): number | null {
  const happens = chance(rng, p);
  const span = (max - min) * (1 - 0.5 * fit);
  const minutes = min + Math.floor(rng() * span);
  return happens ? minutes : null;
}

const cap = (n: number) => Math.min(INT_MAX, Math.max(0, Math.round(n)));
const clamp01 = (n: number) => Math.min(1, Math.max(0, n));
