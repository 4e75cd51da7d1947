import { looksLikeRefusal, type LlmError } from '../../integrations/llm/errors';
import type { LanguageService, TCallContext, TTask } from '../../integrations/llm/types';
import { draftProblems } from '../voice-guard/draft-checks';
import { echoSkipReason } from '../voice-guard/repeats';
import { answersByPost } from './batch-ids';
import { isFatal, isTransient, SKIP_REASON, transientReason, type TDraftFailure } from './draft-failures';
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
  /** How many posts the voice guard sent back and had drafted again. */
  retried: number;
  /** How many posts the first answer left out (or lost to its cut-off end) and were asked again. */
  reasked: number;
  /** Per post, what failed when it has no draft through a model failure; null otherwise. */
  failures: (TDraftFailure | null)[];
};

/**
 * Drafts a batch and holds the model to the evaluation's checks (voice-guard/draft-checks.ts): a
 * reply that repeats a recent reply's wording (or one earlier in this batch), copies the user's own
 * post, or uses stock phrases is sent back once, with what was wrong. A post the answer left out
 * (a model that skips one, an answer cut off at its cap whose complete part was kept) is asked
 * again in that same call: one call for all such posts, whatever brought them. One retry at most,
 * so a model that keeps failing costs two calls, never a loop. The guard tidies what it can of the
 * second answers; one that still echoes (voice-guard/repeats.ts: recent wording, a shared opening,
 * the post's own words, compared with the batch's other drafts too) is skipped with why, never
 * shown as a reply. A post still left out is skipped with the reason; when the second call fails
 * (and the failure would not end every call), the drafts sent back keep their first version unless
 * it echoes, and the left-out posts are skipped with why. The offline drafter avoids the guard's
 * problems itself; when it cannot (every wording it has was used lately), asking again gives the
 * same draft at no cost, and that draft stands. A failure of the first call is thrown.
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
  const again = input.items.flatMap((item, i) => {
    if (!answers[i]) return [{ index: i, item, sentBack: false }];
    const draft = first[i];
    if (!draft?.trim()) return [];
    const problems = draftProblems(draft, itemInput(input, item), siblings);
    siblings.push(draft);
    return problems.length > 0
      ? [{ index: i, item: { ...item, retry: { draft, problems } }, sentBack: true }]
      : [];
  });
  const failures: (TDraftFailure | null)[] = input.items.map(() => null);
  const retried = again.filter((a) => a.sentBack).length;
  const reasked = again.length - retried;
  if (again.length === 0) return { output: finishAnswers(answers, input), first, retried, reasked, failures };

  // The replies that passed are recent drafts too: the new ones must not echo them either. A
  // refusal is no draft (finishing it skips the post), so the retry is never shown it as one.
  const kept = first.filter(
    (d, i): d is string => !!d && !looksLikeRefusal(d) && !again.some((a) => a.index === i),
  );
  const retry = { ...input, items: again.map((a) => a.item) };
  let redone: (TDraftBatchOutput['drafts'][number] | undefined)[] = again.map(() => undefined);
  let lost: { reason: string; failure: TDraftFailure | null } = {
    reason: SKIP_REASON.leftOut,
    failure: 'left_out',
  };
  try {
    const second = await llm.run(
      unguardedTask,
      { ...retry, recent_drafts: [...kept, ...(input.recent_drafts ?? [])] },
      ctx,
    );
    redone = answersByPost(second.drafts, postIds(retry));
  } catch (err) {
    if (isFatal(err)) throw err;
    lost = whyLost(err as LlmError);
  }
  const merged = [...answers];
  again.forEach((a, j) => {
    merged[a.index] = redone[j] ?? answers[a.index];
  });
  const output = finishAnswers(merged, input);
  merged.forEach((m, i) => {
    if (m) return;
    output.drafts[i] = { id: input.items[i]!.post.id, text: null, skip_reason: lost.reason };
    failures[i] = lost.failure;
  });
  if (await isOfflineWriter(llm, ctx)) return { output, first, retried, reasked, failures };
  // The batch's drafts the user will see: those that passed, then each last answer kept.
  const seen = output.drafts.flatMap((d, i) => (d.text && !again.some((a) => a.index === i) ? [d.text] : []));
  again.forEach((a, j) => {
    const text = output.drafts[a.index]!.text;
    if (!text) return;
    const echo = echoSkipReason(text, itemInput(input, input.items[a.index]!), seen, a.sentBack);
    if (!echo) {
      seen.push(text);
      return;
    }
    // No second answer: the first version that was sent back stands only if it does not echo.
    const answered = redone[j] !== undefined;
    output.drafts[a.index] = {
      id: input.items[a.index]!.post.id,
      text: null,
      skip_reason: answered ? echo : lost.reason,
    };
    failures[a.index] = answered ? null : lost.failure;
  });
  return { output, first, retried, reasked, failures };
}

/**
 * Whether the built-in demo writer answers the call: the service itself, or the one a router
 * (modules/model-settings/model-router.ts) hands the call's user.
 */
async function isOfflineWriter(llm: LanguageService, ctx: TCallContext): Promise<boolean> {
  const route = (llm as { serviceFor?: (userId: string | null) => Promise<LanguageService> }).serviceFor;
  const service = typeof route === 'function' ? await route.call(llm, ctx.userId) : llm;
  return service.kind === 'offline';
}

/** Why a post the first answer left out has no draft when asking it again failed with `err`. */
function whyLost(err: LlmError): { reason: string; failure: TDraftFailure | null } {
  if (err.kind === 'refused') return { reason: SKIP_REASON.declined, failure: null };
  if (err.kind === 'context_overflow') return { reason: SKIP_REASON.tooLong, failure: 'too_long' };
  if (isTransient(err)) return { reason: transientReason(err), failure: 'transient' };
  return { reason: SKIP_REASON.leftOut, failure: 'left_out' };
}

const postIds = (input: TDraftBatchInput) => input.items.map((item) => item.post.id);
