import { words } from '../text/text';
import type { TPostBrief } from '../types';

/**
 * A reply that hands the post its own words back ("removed 4 fields and completion rate went up
 * 8%") says nothing the author did not: a reader sees an echo. Naming the post's subject is fine;
 * a long stretch word for word is not.
 */

/** Words in a row a draft may not copy from the post it answers. */
export const RESTATED_RUN = 7;

/**
 * The longest stretch of at least RESTATED_RUN words `draft` copies from `post` (case and
 * punctuation aside), as the draft's words, or null.
 */
export function restatedRun(draft: string, post: string): string | null {
  const mine = words(draft);
  const theirs = words(post);
  if (mine.length < RESTATED_RUN || theirs.length < RESTATED_RUN) return null;
  const runs = new Set<string>();
  for (let i = 0; i + RESTATED_RUN <= theirs.length; i += 1)
    runs.add(theirs.slice(i, i + RESTATED_RUN).join(' '));
  const posted = ` ${theirs.join(' ')} `;
  let best: string[] | null = null;
  for (let i = 0; i + RESTATED_RUN <= mine.length; i += 1) {
    if (!runs.has(mine.slice(i, i + RESTATED_RUN).join(' '))) continue;
    // Grown while the post still holds the longer stretch.
    let end = i + RESTATED_RUN;
    while (end < mine.length && posted.includes(` ${mine.slice(i, end + 1).join(' ')} `)) end += 1;
    if (!best || end - i > best.length) best = mine.slice(i, end);
  }
  return best ? best.join(' ') : null;
}

/** The guard's problem for a draft restating the post it answers (draft-checks.ts), or none. */
export function restatedPostProblems(draft: string, post: Pick<TPostBrief, 'text' | 'original'>): string[] {
  // A quoted post is part of what is answered; each text is read apart, so no run spans the two.
  const found = [post.text, post.original?.text ?? ''].map((text) => restatedRun(draft, text));
  const run = found.reduce<string | null>((a, b) => (b && (!a || b.length > a.length) ? b : a), null);
  return run ? [`It repeats the post's words: "${run}". Say something the post does not.`] : [];
}
