import { words } from '../offline/text';

/**
 * Frames a reader notices when they come back: a run of four words, or the same three words to
 * open with, that another recent draft used; and a run of eight words lifted from the user's own
 * posts. The offline drafter steers clear of them, the voice guard sends a model's draft back for
 * them, and the draft evaluation counts them, all with these functions.
 */
export function wordGrams(text: string, n: number): Set<string> {
  const w = words(text);
  const out = new Set<string>();
  for (let i = 0; i + n <= w.length; i += 1) out.add(w.slice(i, i + n).join(' '));
  return out;
}

/** The opening three words of a text ('' when it has fewer). */
export function openingOf(text: string): string {
  const first = words(text).slice(0, 3);
  return first.length === 3 ? first.join(' ') : '';
}

/** What recent drafts said: their 4-word runs and 3-word openings. */
export type TMemory = { grams: Set<string>; openings: Set<string> };

export function memoryOf(drafts: string[]): TMemory {
  const memory: TMemory = { grams: new Set(), openings: new Set() };
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

/** The first run of 8+ consecutive words `draft` shares with one of the user's own posts, or null. */
export function copiedRun(draft: string, ownPosts: string[]): string | null {
  const eights = wordGrams(draft, 8);
  if (eights.size === 0) return null;
  for (const post of ownPosts) for (const g of wordGrams(post, 8)) if (eights.has(g)) return g;
  return null;
}
