import type { TDraftInput } from '../types';
import { openingOf } from './frames';
import { commonRank } from './word-rarity';

/**
 * One opening across a stack: twenty drafts of a run all starting "fair point on …" read as a
 * template, though each alone is fine. repetition.ts catches an opening built on rare words after a
 * single repeat; this catches the ordinary-word formula ("fair point", "love this", "great question")
 * once it keeps coming back. An opening the user really opens their own replies with is how they
 * talk, and is left alone.
 */

/** How many other drafts (recent ones and earlier ones of the batch) may open the same way. */
export const SHARED_OPENING_MAX = 1;

/**
 * Words this common are how sentences start ("i think", "this is", "we had"): an opening made only
 * of them is no formula a reader notices, however often it comes back.
 */
const SENTENCE_STARTERS = 100;

/** Openings are compared on their first two words and on their first three. */
const OPENING_LENGTHS = [3, 2] as const;

/** A user opens with it habitually: in this many of their sent replies, or this share of them. */
const HABIT_COUNT = 2;
const HABIT_SHARE = 0.2;

/** Whether an opening carries a word beyond the plain sentence starters (a figure never does). */
const noticeable = (opening: string) =>
  opening.split(' ').some((w) => w !== '#' && (commonRank(w) ?? Infinity) > SENTENCE_STARTERS);

/** Whether the user opens their own replies with `opening` (of `n` words) often enough to call it theirs. */
function habitual(opening: string, n: number, replies: string[]): boolean {
  if (replies.length === 0) return false;
  const uses = replies.filter((r) => openingOf(r, n) === opening).length;
  return uses >= HABIT_COUNT || uses / replies.length >= HABIT_SHARE;
}

/**
 * The opening of `draft` that more than SHARED_OPENING_MAX of `others` share (its three words when
 * those are shared, else its two), or null: only one carrying a word past the sentence starters,
 * and never when the user habitually opens their sent replies that way ("fair point, …" makes
 * "fair point on …" theirs too: the words after their habit are the draft's own).
 */
export function sharedOpening(draft: string, others: string[], sentReplies: string[]): string | null {
  const theirs = OPENING_LENGTHS.some((n) => {
    const opening = openingOf(draft, n);
    return opening !== '' && habitual(opening, n, sentReplies);
  });
  if (theirs) return null;
  for (const n of OPENING_LENGTHS) {
    const opening = openingOf(draft, n);
    if (!opening || !noticeable(opening)) continue;
    const sharing = others.filter((o) => openingOf(o, n) === opening).length;
    if (sharing > SHARED_OPENING_MAX) return opening;
  }
  return null;
}

/** The guard's problem for a draft opening like several others (draft-checks.ts), or none. */
export function sharedOpeningProblems(
  draft: string,
  input: Pick<TDraftInput, 'voice' | 'recent_drafts'>,
  siblings: string[],
): string[] {
  const opening = sharedOpening(
    draft,
    [...siblings, ...(input.recent_drafts ?? [])],
    input.voice.replies.map((r) => r.reply),
  );
  if (!opening) return [];
  return [
    `It opens the way several recent replies do ("${opening}"): start another way, with what this post says.`,
  ];
}
