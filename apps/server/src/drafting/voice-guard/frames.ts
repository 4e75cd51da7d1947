import { expand } from '../text/contractions';
import { SLANG } from '../text/slang';
import { words } from '../text/text';

/** Casual spellings as the words they stand for: "u" and "you" are one word to a reader. */
const FORMAL = new Map(SLANG.map(([formal, casual]) => [casual.toLowerCase().replace(/\/$/u, ''), formal]));

/**
 * The words of a text as a reader compares them: contractions spelled out and casual spellings
 * read as the words they stand for, so a user's habits (applied after the wording is chosen) never
 * hide a repeat: "What pulled u into MRR?" repeats "What pulled you into MRR?". A figure is any
 * figure: "Raising prices 33% takes nerve" under "Raising prices 35% takes nerve" reads as the same.
 */
export function frameWords(text: string): string[] {
  return words(expand(text))
    .flatMap((w) => (FORMAL.get(w) ?? w).toLowerCase().split(' '))
    .map((w) => (/^[$€£]?\d[\d.,]*[%kmbx]?$/u.test(w) ? '#' : w));
}

/**
 * Frames a reader notices when they come back: a run of four words, or the same three words to
 * open with, that another recent draft used; and a run of eight words lifted from the user's own
 * posts. The offline drafter steers clear of them and the draft evaluation counts them, with these
 * functions; the voice guard holds a model's draft only to the runs that carry rare words
 * (repetition.ts), since people share common ones all the time.
 */
export function wordGrams(text: string, n: number): Set<string> {
  const w = frameWords(text);
  const out = new Set<string>();
  for (let i = 0; i + n <= w.length; i += 1) out.add(w.slice(i, i + n).join(' '));
  return out;
}

/** The opening `n` words of a text, three unless asked ('' when it has fewer). */
export function openingOf(text: string, n = 3): string {
  const first = frameWords(text).slice(0, n);
  return first.length === n ? first.join(' ') : '';
}

/**
 * What recent drafts said: their 4-word runs and 3-word openings, and how the newest few ended (a
 * user's own sign-off may close a reply now and then, never two in a row of a stack).
 */
export type TMemory = {
  grams: Set<string>;
  openings: Set<string>;
  endings?: string[];
  /** The 8-word runs of the user's own posts, which a draft must never repeat (see copiedRun). */
  own?: Set<string>;
};

/** How many of the newest drafts a sign-off must not have closed. */
const ENDINGS_KEPT = 5;

/** A text's last three words (all of them when it has fewer). */
export function endingOf(text: string): string {
  return frameWords(text).slice(-3).join(' ');
}

export function memoryOf(drafts: string[]): TMemory {
  const memory: TMemory = {
    grams: new Set(),
    openings: new Set(),
    endings: drafts.slice(0, ENDINGS_KEPT).map(endingOf),
  };
  for (const d of drafts) remember(memory, d);
  return memory;
}

export function remember(memory: TMemory, draft: string): void {
  for (const g of wordGrams(draft, 4)) memory.grams.add(g);
  const opening = openingOf(draft);
  if (opening) memory.openings.add(opening);
}

/**
 * The runs of `text` a recent draft already used (its opening first, when `opening` is asked and
 * repeated); wording the post itself uses does not count: quoting the post is not a frame.
 */
export function repeatedRuns(text: string, memory: TMemory, post: string, opening: boolean): string[] {
  const own = wordGrams(post, 4);
  const out: string[] = [];
  const first = openingOf(text);
  if (opening && first && memory.openings.has(first)) out.push(first);
  for (const g of wordGrams(text, 4)) if (memory.grams.has(g) && !own.has(g)) out.push(g);
  return out;
}

/** Whether `text` repeats a remembered frame. */
export function repeats(text: string, memory: TMemory, post: string, opening: boolean): boolean {
  return repeatedRuns(text, memory, post, opening).length > 0;
}

/** The 8-word runs of the user's own posts, for a memory's `own`. */
export function ownRuns(posts: string[]): Set<string> {
  const out = new Set<string>();
  for (const post of posts) for (const g of wordGrams(post, 8)) out.add(g);
  return out;
}

/** The first run of 8+ consecutive words `draft` shares with one of the user's own posts, or null. */
export function copiedRun(draft: string, ownPosts: string[]): string | null {
  const eights = wordGrams(draft, 8);
  if (eights.size === 0) return null;
  for (const post of ownPosts) for (const g of wordGrams(post, 8)) if (eights.has(g)) return g;
  return null;
}
