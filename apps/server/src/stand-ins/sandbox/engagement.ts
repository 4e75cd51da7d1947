import nlp from 'compromise';
import { stopWordsAnd } from '../../lib/text/stop-words';
import { chance, int, normal, pick, poisson, rngFor, type TRandom } from './prng';
import { AUTHOR_ANSWERS } from './vocab/author-answers';

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

/**
 * What the answered post's author writes back to a reply, reading what the reply does: a question
 * gets an answer, congratulations get thanks, anything else a thanks or a follow-up question
 * (naming one of the reply's own words, its longest, when it has them), in the author's language
 * (vocab/author-answers.ts), chosen by a generator named after the reply. Starts with the reply
 * author's @name, as replies on X do.
 */
export function authorReplyText(input: {
  seed: string;
  replyId: string;
  replyText: string;
  replyAuthor: string;
  lang: string;
  /** The identity's first reply: the answer always gives a next turn, so a new user's loop has one. */
  first?: boolean;
  /** The answered post's text: a word the reply shares with it is what both are about. */
  postText?: string;
  /** What the answered post names (compose-reply.ts namedThing): taken up before any single word. */
  about?: string;
}): string {
  const rng = rngFor(input.seed, 'author-reply', input.replyId);
  const pack = AUTHOR_ANSWERS[input.lang] ?? AUTHOR_ANSWERS.en;
  if (!pack) throw new Error('sandbox: no author replies');
  const said = input.replyText.replace(/(^|\s)@[\w.-]+/g, ' ').trim();
  // In English, what the exchange is about is a noun phrase the post names and the reply names again
  // ("the empty state", "climate tech"), never a word torn from one ("empty", "climate"); with
  // none, the answer names nothing.
  const english = input.lang === 'en' && input.postText !== undefined;
  const phrase = english ? sharedPhrase(input.postText ?? '', said) : null;
  const shared = phrase?.shown ?? null;
  const { words, sure } = english
    ? { words: shared ? [shared] : [], sure: shared }
    : replyWords(said, input.postText);
  const withWord = (lines: readonly string[]) =>
    words.length > 0 || input.about ? lines : lines.filter((l) => !l.includes('{w}'));
  const asks = chance(rng, 0.45);
  // What the post names; else what the reply takes up of it; else one of the reply's longest words.
  const picked = words.length > 0 ? pick(rng, words) : '';
  const word = input.about ?? sure ?? picked;
  let lines: readonly string[];
  // A first reply naming nothing to take up still gets a question back ("What would you do
  // differently next time?").
  if (input.first)
    lines = [withWord(pack.invites ?? []), withWord(pack.questions)].find((l) => l.length > 0) ?? pack.thanks;
  else if (/\?/.test(said) && withWord(pack.answers).length > 0) lines = withWord(pack.answers);
  else if (CHEERS.test(said)) lines = pack.cheered;
  else lines = asks && withWord(pack.questions).length > 0 ? withWord(pack.questions) : pack.thanks;
  const line = pick(rng, lines);
  // "Meta ads are still the part I think about most", not "is".
  const plural = input.about ? isPlural(input.about) : (phrase?.plural ?? false);
  const agreed = input.lang === 'en' && plural ? line.replace('{w} is ', '{w} are ') : line;
  return `@${input.replyAuthor} ${agreed.replace('{w}', word)}`;
}

/**
 * The words an answer may take up where the post cannot be read for phrases (another language, or
 * no post): those the reply shares with the post, else the thing both name ("the gym"), else the
 * reply's longest (a span of time never: "took me ages to get weeks right").
 */
function replyWords(said: string, postText: string | undefined): { words: string[]; sure: string | null } {
  const shared = contentWords(postText ?? '');
  const longest = [...contentWords(said)]
    .filter((w) => !SPANS_OF_TIME.test(w))
    .sort((a, b) => b.length - a.length || a.localeCompare(b));
  const common = longest.filter((w) => shared.has(w));
  const thing = sharedThing(postText ?? '', said);
  const words = (common.length > 0 ? common : thing ? [thing] : longest).slice(0, 3);
  // What both texts name is the one to take up; one of the reply's own longest is a guess.
  return { words, sure: common[0] ?? thing };
}

type TNlpTerm = { text: string; post: string; tags: string[] };

/** Words that say which or how many of something, not what it is. */
const QUANTIFIERS = /^(?:every|each|all|any|some|most|many|more|few|no|other|another|such|first|last|next)$/u;
/** The author's own determiner as they would say it again; a reader's ("your") is not theirs. */
const DETERMINERS: Record<string, string | null> = {
  the: 'the',
  a: 'the',
  an: 'the',
  this: 'the',
  that: 'the',
  my: 'my',
  our: 'our',
  your: null,
  their: null,
};

/**
 * The longest noun phrase of the post (nouns, with the adjectives before them, up to a comma or a
 * full stop) that the reply names too, as the post's author says it: "the empty state" for "an
 * empty STATE", "our eval set", "climate tech". Null when the reply names none of them.
 */
function sharedPhrase(postText: string, replyText: string): { shown: string; plural: boolean } | null {
  const reply = ` ${(replyText.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).join(' ')} `;
  let best = null as { words: number; shown: string; plural: boolean } | null;
  const plain = postText.replace(/https?:\/\/\S+/g, ' ').replace(/[@#][\p{L}\p{N}_]+/gu, ' ');
  for (const sentence of nlp(plain).json() as { terms: TNlpTerm[] }[]) {
    let run: TNlpTerm[] = [];
    const close = (det: TNlpTerm | undefined) => {
      // A phrase ends in a noun, and does not start with how many of it there are.
      while (run.length > 0 && !isNoun(run.at(-1)!)) run.pop();
      while (run.length > 0 && QUANTIFIERS.test(run[0]!.text.toLowerCase())) run.shift();
      // The longest tail of it the reply names: "most UI problems" is taken up as "UI problems".
      for (let from = 0; from < run.length; from += 1) {
        const tail = run.slice(from);
        const key = tail.map((t) => t.text.toLowerCase()).join(' ');
        const said = det && from === 0 ? DETERMINERS[det.text.toLowerCase()] : null;
        if (!reply.includes(` ${key} `) || !namesSomething(tail, said ?? null)) continue;
        if (!best || tail.length > best.words) {
          best = {
            words: tail.length,
            shown: [said, ...tail.map(asSaidAgain)].filter(Boolean).join(' '),
            // As the post uses it: "10,000 steps" is plural where "steps" alone reads as a verb.
            plural: tail.at(-1)!.tags.includes('Plural'),
          };
        }
        break;
      }
      run = [];
    };
    let det: TNlpTerm | undefined;
    sentence.terms.forEach((term, i) => {
      const word = term.text.replace(/[^\p{L}\p{N}'’-]/gu, '');
      // "-ing" after a preposition or determiner names an activity: "a new version of onboarding".
      const nominal =
        isNoun(term) ||
        (term.tags.includes('Gerund') &&
          /Preposition|Determiner/u.test(sentence.terms[i - 1]?.tags.join() ?? ''));
      if (word && (nominal || term.tags.includes('Adjective')) && !isAside(term)) {
        if (run.length === 0) det = sentence.terms[i - 1];
        const tags = [...term.tags, ...(nominal ? ['Noun'] : []), ...(i === 0 ? ['SentenceStart'] : [])];
        run.push({ ...term, text: word, tags });
      } else close(det);
      if (/[,.!?:;]/u.test(term.post)) close(det);
    });
    close(det);
  }
  return best && { shown: best.shown, plural: best.plural };
}

const isNoun = (t: TNlpTerm) => t.tags.includes('Noun') && !t.tags.includes('Pronoun');
/** Words no phrase is about: dates and spans of time, figures, pronouns. */
const isAside = (t: TNlpTerm) =>
  ['Date', 'Value', 'Pronoun', 'Determiner'].some((tag) => t.tags.includes(tag)) ||
  SPANS_OF_TIME.test(t.text.toLowerCase().replace(/[^\p{L}]/gu, '')) ||
  DETERMINERS[t.text.toLowerCase()] !== undefined;
/** A phrase names something when it has a word of its own: "ui problems", "the gym", not "things". */
const namesSomething = (words: TNlpTerm[], det: string | null) =>
  words.length > 1 ||
  (words[0]!.text.length >= (det ? 3 : 4) && !COMMON_WORDS.has(words[0]!.text.toLowerCase()));
/**
 * A word as its author writes it mid-sentence: "STATE" (shouted) and "Climate" (a sentence's
 * first) are lower case; names and acronyms ("PostHog", "UI") keep theirs.
 */
function asSaidAgain(t: TNlpTerm): string {
  const w = t.text;
  if (/^\p{Lu}{2,4}$/u.test(w)) return w;
  if (/\p{Ll}\p{Lu}/u.test(w)) return w;
  if (/^\p{Lu}+$/u.test(w)) return w.toLowerCase();
  if (t.tags.includes('SentenceStart') && !t.tags.includes('ProperNoun')) return w.toLowerCase();
  return w;
}
/** Whether a phrase read alone is plural ("Meta ads", "DeFi yields"), for the verb after it. */
function isPlural(phrase: string): boolean {
  if (!phrase) return false;
  const last = (nlp(phrase).json() as { terms: TNlpTerm[] }[]).at(-1)?.terms.at(-1);
  return last?.tags.includes('Plural') ?? false;
}

/** Words for a span of time, which a post counts in but is never about. */
const SPANS_OF_TIME =
  /^(?:(?:second|minute|hour|day|night|week|weekend|month|quarter|year|decade)s?|today|tonight|yesterday|tomorrow|morning|evening|afternoon|ages|while|overall|(?:mon|tues|wednes|thurs|fri|satur|sun)day)$/u;

/**
 * A thing the post names as "the …" ("the gym") that the reply names too: the subject of the
 * exchange when the two share no longer word.
 */
function sharedThing(postText: string, replyText: string): string | null {
  const reply = new Set(replyText.toLowerCase().match(/\p{L}+/gu) ?? []);
  for (const m of postText.matchAll(/\bthe (\p{L}{3,})\b/giu)) {
    const noun = (m[1] ?? '').toLowerCase();
    if (reply.has(noun) && !SPANS_OF_TIME.test(noun) && !COMMON_WORDS.has(noun)) return `the ${noun}`;
  }
  return null;
}

/** A reply that congratulates or cheers the post on. */
const CHEERS =
  /\b(congrats|congratulations|well done|well deserved|huge|big (one|day)|so good to see|enjoy it|go celebrate|felicidades|enhorabuena|glückwunsch|gratuliere|félicitations|bravo)\b/i;
