import type { LanguageService, TCallContext, TTask } from '../../integrations/llm/types';
import { draftProblems } from '../voice-guard/draft-checks';
import { answersByPost } from './batch-ids';
import {
  draftRepliesTask,
  finishAnswers,
  itemInput,
  type TDraftBatchInput,
  type TDraftBatchOutput,
} from './draft-replies';

/**
 * The batch task without its post-processing: the model's own words, for the guard to judge, in
 * the batch's own ids (read back to the posts here, per call: a retry's batch has its own).
 */
const unguardedTask: TTask<TDraftBatchInput, TDraftBatchOutput> = {
  ...draftRepliesTask,
  postProcess: undefined,
};

export type TGuardedDrafts = {
  /** The drafts as the user will see them (voice guard applied). */
  output: TDraftBatchOutput;
  /** The model's first answer for each post, before any retry or tidying (null for a skip). */
  first: (string | null)[];
  /** How many posts were sent back and drafted again. */
  retried: number;
};

/**
 * Drafts a batch and holds the model to the evaluation's checks (voice-guard/draft-checks.ts): a
 * reply that repeats a recent reply's wording (or one earlier in this batch), copies the user's own
 * post, or uses stock phrases is sent back once, with what was wrong, in one call for all such
 * posts. The second answer stands whatever it is (the guard then tidies what it can): one retry at
 * most, so a model that keeps failing costs two calls, never a loop. The offline drafter avoids
 * these itself; when it cannot (every wording it has was used lately), asking again gives the same
 * draft at no cost, and that draft stands.
 */
export async function draftGuarded(
  llm: LanguageService,
  input: TDraftBatchInput,
  ctx: TCallContext,
): Promise<TGuardedDrafts> {
  const answer = await llm.run(unguardedTask, input, ctx);
  const answers = answersByPost(answer.drafts, postIds(input));
  const first = answers.map((d) => d?.text ?? null);
  const siblings: string[] = [];
  const sentBack = input.items.flatMap((item, i) => {
    const draft = first[i];
    if (!draft?.trim()) return [];
    const problems = draftProblems(draft, itemInput(input, item), siblings);
    siblings.push(draft);
    return problems.length > 0 ? [{ index: i, item: { ...item, retry: { draft, problems } } }] : [];
  });
  if (sentBack.length === 0) return { output: finishAnswers(answers, input), first, retried: 0 };

  // The replies that passed are recent replies too: the new ones must not echo them either.
  const kept = first.filter((d, i): d is string => !!d && !sentBack.some((s) => s.index === i));
  const retry = { ...input, items: sentBack.map((s) => s.item) };
  const again = await llm.run(
    unguardedTask,
    { ...retry, recent_drafts: [...kept, ...(input.recent_drafts ?? [])] },
    ctx,
  );
  const redone = answersByPost(again.drafts, postIds(retry));
  const merged = [...answers];
  sentBack.forEach((s, j) => {
    merged[s.index] = redone[j] ?? answers[s.index];
  });
  return { output: finishAnswers(merged, input), first, retried: sentBack.length };
}

const postIds = (input: TDraftBatchInput) => input.items.map((item) => item.post.id);
