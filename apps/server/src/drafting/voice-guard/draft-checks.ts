import type { TDraftInput } from '../types';
import { findCliches } from './apply-cliches';
import { copiedRun } from './frames';
import { copiedFromOthers, repeatedWording } from './repetition';
import { inventedDetails } from './invented';
import { ownHabits } from './own-habits';
import { restatedPostProblems } from './restated-post';
import { sharedOpeningProblems } from './shared-opening';

/** Which check a problem of a draft comes from. */
export type TDraftCheck =
  | 'repeated_wording'
  | 'another_account'
  | 'own_post'
  | 'stock_phrases'
  | 'invented'
  | 'shared_opening'
  | 'restated_post';

/** One problem of a draft: the check it fails, and the sentence the model reads when asked again. */
export type TDraftProblem = { check: TDraftCheck; problem: string };

/**
 * What is wrong with a model's draft: wording a reader would notice from the user's recent drafts
 * or the drafts before it in the same batch (runs carrying rare words, a rare opening, a long
 * verbatim stretch: repetition.ts), a long stretch word for word from another account's draft on
 * this server, eight words in a row copied from the user's own posts, stock phrases. Each problem
 * is one sentence the model reads when asked again; none quotes another account's draft, only the
 * draft's own words. Empty when the draft is fine.
 */
export function draftProblems(
  draft: string,
  input: Pick<TDraftInput, 'post' | 'voice' | 'recent_drafts' | 'instance_drafts'>,
  siblings: string[] = [],
): string[] {
  return draftChecks(draft, input, siblings).map((p) => p.problem);
}

/** draftProblems, each with the check it comes from. */
export function draftChecks(
  draft: string,
  input: Pick<TDraftInput, 'post' | 'voice' | 'recent_drafts' | 'instance_drafts'>,
  siblings: string[] = [],
): TDraftProblem[] {
  const problems: TDraftProblem[] = [];
  const add = (check: TDraftCheck, found: string[]) =>
    problems.push(...found.map((problem) => ({ check, problem })));
  const post = [input.post.text, input.post.original?.text ?? ''].join('\n');
  const repeated = repeatedWording(draft, [...siblings, ...(input.recent_drafts ?? [])], post);
  if (repeated.length > 0) {
    add('repeated_wording', [
      `It reuses wording of a recent reply (${repeated
        .slice(0, 3)
        .map((r) => `"${r}"`)
        .join(', ')}): say it another way.`,
    ]);
  }
  const shared = copiedFromOthers(draft, input.instance_drafts ?? [], post);
  if (shared) {
    add('another_account', [
      `It matches another account's reply word for word ("${shared}"): write it in their own words.`,
    ]);
  }
  const copied = copiedRun(draft, input.voice.own_posts);
  if (copied) {
    add('own_post', [
      `It copies one of their own posts word for word ("${copied}"): do not reuse their sentences.`,
    ]);
  }
  // A stock phrase they habitually write (posts or replies, any spelling) is their voice.
  const cliches = findCliches(draft, ownHabits(input.voice)).map((h) => h.phrase);
  if (cliches.length > 0) {
    add('stock_phrases', [
      `It uses stock phrases (${[...new Set(cliches)]
        .slice(0, 4)
        .map((c) => `"${c}"`)
        .join(', ')}): write as they would.`,
    ]);
  }
  add('invented', inventedDetails(draft, input));
  add('shared_opening', sharedOpeningProblems(draft, input, siblings));
  add('restated_post', restatedPostProblems(draft, input.post));
  return problems;
}
