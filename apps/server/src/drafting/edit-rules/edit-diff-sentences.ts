import { contentStems, plainText, sentences, words } from '../text/text';

/** Levenshtein distance, for telling a typo from a new word and a reworded sentence from a new one. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    row = next;
  }
  return row[b.length]!;
}

/** The words of a sentence without its links: a link added to a sentence does not make it another. */
const letters = (s: string) =>
  plainText(s)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** 0..1: how much two sentences are the same sentence (shared content words, or the same letters). */
function similarity(a: string, b: string): number {
  const sa = contentStems(a);
  const sb = contentStems(b);
  const shared = [...sa].filter((s) => sb.has(s)).length;
  const union = new Set([...sa, ...sb]).size;
  const byWords = union === 0 ? 0 : shared / union;
  const la = letters(a);
  const lb = letters(b);
  const byLetters = 1 - editDistance(la, lb) / Math.max(1, la.length, lb.length);
  return Math.max(byWords, byLetters);
}

/** The share of a sentence's content words that `other` does not have. */
function novelty(sentence: string, other: string): number {
  const own = contentStems(sentence);
  // "What do you think?": no content words, so it is new unless the other text says it too.
  if (own.size === 0) return letters(other).includes(letters(sentence)) ? 0 : 1;
  const theirs = contentStems(other);
  return [...own].filter((s) => !theirs.has(s)).length / own.size;
}

const SAME_SENTENCE = 0.5;

/**
 * Pairs the sentences of a draft and its edit: a final sentence with no draft sentence like it was
 * added; a draft sentence with none in the final, and whose words the final does not keep
 * elsewhere (two sentences merged into one are not removed), was removed.
 */
export function alignSentences(
  draft: string,
  final: string,
): { added: string[]; removed: string[]; newPoints: string[] } {
  const ds = sentences(draft);
  const fs = sentences(final);
  const added = fs.filter((f) => !ds.some((d) => similarity(d, f) >= SAME_SENTENCE));
  const removed = ds.filter(
    (d) => !fs.some((f) => similarity(d, f) >= SAME_SENTENCE) && novelty(d, final) >= 0.5,
  );
  return { added, removed, newPoints: added.filter((s) => novelty(s, draft) >= 0.5) };
}

/**
 * How a text changed as a whole: not at all, only in marks (punctuation, capitals, emoji), by a
 * typo or two (each changed word a letter or two from the one it replaced), or in its wording.
 */
export type TTextChange = 'none' | 'marks' | 'typo' | 'wording';

/** A letter or two off ("recieve", "teh"): short words may differ by one letter, longer by two. */
const nearMiss = (typed: string, meant: string) =>
  editDistance(typed, meant) <= (meant.length >= 4 ? 2 : 1) ||
  (typed.length === meant.length && [...typed].sort().join('') === [...meant].sort().join(''));

export function textChange(draft: string, final: string): TTextChange {
  if (draft.trim() === final.trim()) return 'none';
  const a = words(draft);
  const b = words(final);
  if (a.join(' ') === b.join(' ')) return 'marks';
  const left = [...a];
  const fresh: string[] = [];
  for (const w of b) {
    const i = left.indexOf(w);
    if (i >= 0) left.splice(i, 1);
    else fresh.push(w);
  }
  const typos =
    fresh.length > 0 &&
    fresh.length <= 3 &&
    fresh.length === left.length &&
    fresh.every((w, i) => nearMiss(w, left[i]!));
  return typos ? 'typo' : 'wording';
}
