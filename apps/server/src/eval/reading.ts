import { stemmer } from 'stemmer';

/**
 * How the evaluation reads a text: its own tokens, stop words and stems (Porter's, from the
 * `stemmer` package), shared with nothing that writes drafts. A judge that read posts with the
 * offline writer's own reading would agree with it by construction; this one cannot.
 */

/** English function words and the fillers of casual posts: never what a text is about. */
const STOP_WORDS: ReadonlySet<string> = new Set(
  `a about after again all also am an and any are as at be because been before being both but by
  can could did do does doing done down each even ever every few for from get gets got had has have
  having he her here him his how i i'd i'll i'm i've if in into is it it's its just like me more most
  much my no nor not now of off on once only or other our out over own same she should so some
  still such than that that's the their them then there these they this those through to too under
  until up us very was we we're were what when where which while who why will with would yet you
  you're your yours isn't aren't wasn't don't doesn't didn't can't won't wouldn't couldn't shouldn't
  let's there's what's gonna lol tbh ngl imo yeah yes ok okay oh hey hi thanks thank`.split(/\s+/u),
);

const URL = /(?:https?:\/\/|www\.)\S+/giu;
const MENTION = /(?<![\w@])@\w{1,15}\b/gu;

/** The words of a text, lower case: links and @handles dropped, a hashtag read as its word. */
export function tokens(text: string): string[] {
  const plain = text.replace(URL, ' ').replace(MENTION, ' ');
  return (plain.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? []).map((w) =>
    w.toLowerCase().replace(/’/gu, "'"),
  );
}

/** The text without links and @handles, spacing collapsed: what a reader reads as its wording. */
export function readableText(text: string): string {
  return text.replace(URL, ' ').replace(MENTION, ' ').replace(/\s+/gu, ' ').trim();
}

export const isStopWord = (word: string): boolean => STOP_WORDS.has(word);

/** Porter's stem of one word ("pricing", "priced", "prices" → "price"). */
export const stemOf = (word: string): string => stemmer(word.toLowerCase().replace(/'s$/u, ''));

/** Words that can carry a subject: not stop words, not bare numbers, three letters or more. */
export function contentTokens(text: string): string[] {
  return tokens(text).filter((w) => w.length >= 3 && !STOP_WORDS.has(w) && !/^\d+$/u.test(w));
}

export function contentStemsOf(text: string): Set<string> {
  return new Set(contentTokens(text).map(stemOf));
}

/**
 * Whether a text reads as English: an English sentence of any length leans on function words
 * ("the", "is", "to"); a Spanish or German one uses few of them. Short texts are taken as English.
 */
export function readsAsEnglish(text: string): boolean {
  const all = tokens(text);
  if (all.length < 5) return true;
  return all.filter((w) => STOP_WORDS.has(w)).length / all.length >= 0.12;
}

/** FNV-1a: a stable 32-bit hash, so the same seed always orders the cases the same way. */
export function seedHash(input: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < input.length; i++) {
    h ^= input.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Casual spellings a reader reads as the word they stand for: "u" repeats "you". */
const CASUAL: ReadonlyMap<string, string> = new Map([
  ['u', 'you'],
  ['ur', 'your'],
  ['r', 'are'],
  ['w', 'with'],
  ['bc', 'because'],
  ['cuz', 'because'],
  ['ppl', 'people'],
  ['rly', 'really'],
  ['thx', 'thanks'],
  ['pls', 'please'],
  ['tho', 'though'],
  ['gonna', 'going to'],
  ['wanna', 'want to'],
]);
const CONTRACTION = /^(.+?)(n't|'re|'ve|'ll|'d|'m)$/u;
const SPELLED: Record<string, string> = {
  "n't": 'not',
  "'re": 'are',
  "'ve": 'have',
  "'ll": 'will',
  "'d": 'would',
  "'m": 'am',
};

/**
 * The words of a text as a reader compares wording: contractions spelled out, casual spellings read
 * as the words they stand for, and any figure read as any other ("33%" repeats "35%").
 */
export function frameTokens(text: string): string[] {
  return tokens(text)
    .flatMap((w) => {
      const c = CONTRACTION.exec(w);
      const spelled = c ? `${c[1] === 'ca' ? 'can' : c[1] === 'wo' ? 'will' : c[1]} ${SPELLED[c[2]!]}` : w;
      return spelled.split(' ').flatMap((x) => (CASUAL.get(x) ?? x).split(' '));
    })
    .map((w) => (/^[$€£]?\d[\d.,]*[%kmbx]?$/u.test(w) ? '#' : w));
}

/** The text's runs of `n` consecutive words, as frameTokens reads them. */
export function wordRuns(text: string, n: number): Set<string> {
  const w = frameTokens(text);
  const out = new Set<string>();
  for (let i = 0; i + n <= w.length; i += 1) out.add(w.slice(i, i + n).join(' '));
  return out;
}

/** The opening three words of a text ('' when it has fewer). */
export function openingWords(text: string): string {
  const first = frameTokens(text).slice(0, 3);
  return first.length === 3 ? first.join(' ') : '';
}
