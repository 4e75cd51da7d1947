import type { TDraftInput } from '../types';
import { findCliches } from './apply-cliches';
import { copiedRun, memoryOf, remember, repeatedRuns } from './frames';

/**
 * What is wrong with a model's draft, by the checks the draft evaluation applies: wording a recent
 * draft used (a 4-word run or the 3-word opening, of the user's own drafts, of other accounts' on
 * this server, or of the drafts before it in the same batch), eight words in a row copied from the
 * user's own posts, stock phrases. Each problem is one sentence the model reads when asked again;
 * none quotes another account's draft, only the draft's own words. Empty when the draft is fine.
 */
export function draftProblems(
  draft: string,
  input: Pick<TDraftInput, 'post' | 'voice' | 'recent_drafts' | 'instance_drafts'>,
  siblings: string[] = [],
): string[] {
  const problems: string[] = [];
  const memory = memoryOf([...(input.recent_drafts ?? []), ...(input.instance_drafts ?? [])]);
  for (const s of siblings) remember(memory, s);
  const post = [input.post.text, input.post.original?.text ?? ''].join('\n');
  const repeated = repeatedRuns(draft, memory, post, true);
  if (repeated.length > 0) {
    problems.push(
      `It reuses wording of a recent reply (${repeated
        .slice(0, 3)
        .map((r) => `"${r}"`)
        .join(', ')}): say it another way.`,
    );
  }
  const copied = copiedRun(draft, input.voice.own_posts);
  if (copied) {
    problems.push(
      `It copies one of their own posts word for word ("${copied}"): do not reuse their sentences.`,
    );
  }
  const cliches = findCliches(draft, input.voice.own_posts).map((h) => h.phrase);
  if (cliches.length > 0) {
    problems.push(
      `It uses stock phrases (${[...new Set(cliches)]
        .slice(0, 4)
        .map((c) => `"${c}"`)
        .join(', ')}): write as they would.`,
    );
  }
  return problems;
}
