import { stemmer } from 'stemmer';
import { STOP_WORDS } from '../lib/text/stop-words';

/**
 * How the evaluation reads a text: its own tokens, stems (Porter's, from the `stemmer` package),
 * frames and casual spellings, shared with nothing that writes drafts. A judge that read posts with
 * the offline writer's own reading would agree with it by construction; this one cannot. Only the
 * neutral list of words that are never a subject (lib/text/stop-words.ts) is everyone's.
 */

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
