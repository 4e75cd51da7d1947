import type { LanguageService, TCallContext, TTask } from '../../integrations/llm/types';
import { draftProblems } from '../voice-guard/draft-checks';
import {
  draftRepliesTask,
  finishBatch,
  itemInput,
  type TDraftBatchInput,
  type TDraftBatchOutput,
} from './draft-replies';

/** The batch task without its post-processing: the model's own words, for the guard to judge. */
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
  const byId = new Map(answer.drafts.map((d) => [d.id, d]));
  const first = input.items.map((item) => byId.get(item.post.id)?.text ?? null);
  const siblings: string[] = [];
  const sentBack = input.items.flatMap((item, i) => {
    const draft = first[i];
    if (!draft?.trim()) return [];
    const problems = draftProblems(draft, itemInput(input, item), siblings);
    siblings.push(draft);
    return problems.length > 0 ? [{ ...item, retry: { draft, problems } }] : [];
  });
  if (sentBack.length === 0) return { output: finishBatch(answer, input), first, retried: 0 };

  // The replies that passed are recent replies too: the new ones must not echo them either.
  const kept = first.filter(
    (d, i): d is string => !!d && !sentBack.some((s) => s.post.id === input.items[i]!.post.id),
  );
  const again = await llm.run(
    unguardedTask,
    { ...input, items: sentBack, recent_drafts: [...kept, ...(input.recent_drafts ?? [])] },
    ctx,
  );
  const redone = new Map(again.drafts.map((d) => [d.id, d]));
  const merged: TDraftBatchOutput = {
    drafts: input.items.flatMap((item) => {
      const d = redone.get(item.post.id) ?? byId.get(item.post.id);
      return d ? [d] : [];
    }),
  };
  return { output: finishBatch(merged, input), first, retried: sentBack.length };
}
