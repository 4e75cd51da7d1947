import nlp from 'compromise';
import { isPlural } from '../../lib/text/plural';
import { COMMON_WORDS, contentWords } from './engagement';
import { chance, pick, rngFor } from './prng';
import { AUTHOR_ANSWERS } from './vocab/author-answers';

// What the author of a post writes back to a reply on the simulated network: read from the reply
// and the post, in the author's language, the same for the same seed.

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
  const asked = /\?/.test(said);
  // A first reply that asks is answered about what it named ("On the gym: …"), which the user can
  // take up in turn; one naming nothing to take up still gets a question back ("What would you do
  // differently next time?").
  if (input.first) {
    const answering = asked && (words.length > 0 || input.about) ? pack.answers.filter(naming) : [];
    lines =
      [answering, withWord(pack.invites ?? []), withWord(pack.questions)].find((l) => l.length > 0) ??
      pack.thanks;
  } else if (asked && withWord(pack.answers).length > 0) lines = withWord(pack.answers);
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

/** A line that names what the exchange is about (its `{w}`). */
const naming = (line: string) => line.includes('{w}');

/** A reply that congratulates or cheers the post on. */
const CHEERS =
  /\b(congrats|congratulations|well done|well deserved|huge|big (one|day)|so good to see|enjoy it|go celebrate|felicidades|enhorabuena|glückwunsch|gratuliere|félicitations|bravo)\b/i;
