import { stopWordsAnd } from '../../lib/text/stop-words';
import { chance, int, normal, pick, poisson, rngFor, type TRandom } from './prng';

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
const COMMON_WORDS = stopWordsAnd(
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
 *   it fits), and answers it with probability 0.05 + 0.35·fit, 15–600 minutes after; never when the
 *   reply answers the identity's own post.
 */
export function replyEngagement(input: {
  seed: string;
  post: TAnsweredPost;
  text: string;
  author: { id: string; followers: number };
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
    authorReplyMinutes: own ? null : delay(rng, 0.05 + 0.35 * fit, 15, 600, fit),
  };
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

const AUTHOR_REPLIES: Record<string, { thanks: string[]; questions: string[] }> = {
  en: {
    thanks: [
      'Thanks, appreciate it!',
      'Exactly this. Thanks for adding it.',
      'Glad it helped 🙏',
      'Ha, yes. Well put.',
      'Thank you! Took a while to get there.',
    ],
    questions: [
      'Good point about {w}. How did that work out for you?',
      'Curious: what made you try {w} in the first place?',
      'Have you written about {w} anywhere? Would love to read more.',
      'Interesting. Did {w} hold up once you scaled it?',
      'What would you do differently next time?',
    ],
  },
  es: {
    thanks: ['¡Gracias!', 'Totalmente, gracias por sumarlo.', 'Me alegra que te sirva 🙏'],
    questions: ['¿Y cómo te fue con {w}?', '¿Qué harías distinto la próxima vez?'],
  },
  de: {
    thanks: ['Danke dir!', 'Genau das. Danke für die Ergänzung.', 'Freut mich, dass es hilft 🙏'],
    questions: ['Wie hat {w} bei dir funktioniert?', 'Was würdest du beim nächsten Mal anders machen?'],
  },
  fr: {
    thanks: ['Merci !', 'Exactement, merci pour l’ajout.', 'Content que ça aide 🙏'],
    questions: ['Et {w}, ça a marché pour toi ?', 'Qu’est-ce que tu ferais différemment ?'],
  },
};

/**
 * What the answered post's author writes back to a reply: a short thanks or a follow-up question
 * (naming one of the reply's words when it has one), in the author's language, chosen by a
 * generator named after the reply. Starts with the reply author's @name, as replies on X do.
 */
export function authorReplyText(input: {
  seed: string;
  replyId: string;
  replyText: string;
  replyAuthor: string;
  lang: string;
}): string {
  const rng = rngFor(input.seed, 'author-reply', input.replyId);
  const pack = AUTHOR_REPLIES[input.lang] ?? AUTHOR_REPLIES.en;
  if (!pack) throw new Error('sandbox: no author replies');
  const words = [...contentWords(input.replyText)];
  const asks = chance(rng, 0.45);
  const questions = words.length > 0 ? pack.questions : pack.questions.filter((q) => !q.includes('{w}'));
  const template = asks && questions.length > 0 ? pick(rng, questions) : pick(rng, pack.thanks);
  const word = words.length > 0 ? pick(rng, words) : '';
  return `@${input.replyAuthor} ${template.replace('{w}', word)}`;
}
