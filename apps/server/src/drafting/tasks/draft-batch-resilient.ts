import { estimatedCallTokens } from '../../integrations/llm/context-window';
import type { LlmError } from '../../integrations/llm/errors';
import type { LanguageService, TCallContext } from '../../integrations/llm/types';
import type { TLogger } from '../../lib/logger';
import { isFatal, isTransient, SKIP_REASON, transientReason, type TDraftFailure } from './draft-failures';
import { draftGuarded } from './draft-guarded';
import { draftRepliesTask, type TDraftBatchInput } from './draft-replies';

/** One post's outcome: its draft, or why it has none. */
export type TPostDraft = {
  /** The post's own id. */
  id: string;
  /** The reply as the user will see it (voice guard applied), or null. */
  text: string | null;
  /** Why there is no reply, in the user's words; null when there is one. */
  skip_reason: string | null;
  /** The model's first answer for the post, before any retry or tidying (for the evaluation). */
  raw: string | null;
  /** What failed when the post has no reply through a model failure, not the model's choice. */
  failure: TDraftFailure | null;
};

export type TResilientDrafts = {
  /** One per post of the batch, in its order. */
  drafts: TPostDraft[];
  /** How many posts the voice guard sent back (the evaluation's re-ask rate). */
  sentBack: number;
  /** Every post was lost to a busy or failing provider: the caller counts these in a row. */
  outage: boolean;
};

type TDeps = { llm: LanguageService; logger?: Pick<TLogger, 'info' | 'warn'> | undefined };
/**
 * What the parts of one batch share: the tally, and the model's context window where the service
 * knows it and the model would cut a longer prompt silently (LanguageService.contextTokens), else null.
 */
type TRun = { deps: TDeps; ctx: TCallContext; tally: { sentBack: number }; window: number | null };

/**
 * Drafts one batch (drafting/tasks/draft-guarded.ts: the voice guard, and the posts the answer
 * left out or lost to a cut-off end asked again once, in one call) and keeps going through what a
 * model does wrong, so a run ends with each post either drafted or skipped with its reason:
 * - longer than the context: the batch is split in halves and asked again, down to single posts;
 *   a single post that still does not fit is skipped. Where the model would not refuse an overlong
 *   prompt but cut it silently (Ollama keeps its end), its window is known beforehand and a part
 *   is split the same way before it is sent, by its estimated size (context-window.ts);
 * - declined as a whole (one post it will not touch can make it refuse them all): asked again post
 *   by post, so only that post is skipped;
 * - empty, or cut off with nothing complete: the batch is asked again once, then skipped;
 * - not in its format even after the repair (run-task.ts): skipped, the repair was the retry;
 * - busy or failing (429, 5xx, no answer in time) after the retry policy gave up: skipped, and
 *   `outage` tells the caller, which decides whether to go on;
 * - a failure every call would meet (isFatal: key, model, credit, address): thrown.
 * DB-free: monitoring (modules/monitoring/draft-replies.ts) and the evaluation
 * (eval/eval-drafting.ts) both draft through it, so the evaluation measures what the product does.
 */
export async function draftBatchResilient(
  deps: TDeps,
  input: TDraftBatchInput,
  ctx: TCallContext,
): Promise<TResilientDrafts> {
  // Kept by the service for minutes: the batches of a run ask the server once.
  const window = (await deps.llm.contextTokens?.(ctx)) ?? null;
  const run: TRun = { deps, ctx, tally: { sentBack: 0 }, window };
  const drafts = await draftPart(run, input, true);
  const outage = drafts.length > 0 && drafts.every((d) => d.failure === 'transient');
  return { drafts, sentBack: run.tally.sentBack, outage };
}

/** Each post of a batch skipped with the same reason. */
export function skipAll(
  input: Pick<TDraftBatchInput, 'items'>,
  reason: string,
  failure: TDraftFailure | null,
): TPostDraft[] {
  return input.items.map((item) => ({
    id: item.post.id,
    text: null,
    skip_reason: reason,
    raw: null,
    failure,
  }));
}

/** A batch or part of one; `askAgain`: an empty or wholly cut-off answer may still be asked again. */
async function draftPart(run: TRun, input: TDraftBatchInput, askAgain: boolean): Promise<TPostDraft[]> {
  const { deps, ctx, tally } = run;
  const posts = input.items.length;
  const tokens = tokensOverWindow(input, run.window);
  if (tokens !== null) {
    // Sent anyway, it would lose its start (the voice, the first posts) without a word.
    const log = { user_id: ctx.userId, posts, estimated_tokens: tokens, context_tokens: run.window };
    if (posts === 1) {
      deps.logger?.warn(log, 'the post does not fit the model context; skipping it');
      return skipAll(input, SKIP_REASON.tooLong, 'too_long');
    }
    deps.logger?.info(log, 'the batch would not fit the model context; drafting it in halves');
    return draftParts(run, input, halves(input.items));
  }
  try {
    const guarded = await draftGuarded(deps.llm, input, ctx);
    tally.sentBack += guarded.retried;
    return guarded.output.drafts.map((d, i) => ({
      ...d,
      raw: guarded.first[i] ?? null,
      failure: guarded.failures[i] ?? null,
    }));
  } catch (err) {
    if (isFatal(err)) throw err;
    const failed = err as LlmError;
    const log = { user_id: ctx.userId, posts, llm_error: failed.kind };
    switch (failed.kind) {
      case 'context_overflow':
        if (posts === 1) return skipAll(input, SKIP_REASON.tooLong, 'too_long');
        deps.logger?.info(log, 'the batch does not fit the model context; drafting it in halves');
        return draftParts(run, input, halves(input.items));
      case 'refused':
        if (posts === 1) return skipAll(input, SKIP_REASON.declined, null);
        deps.logger?.info(log, 'the model declined the batch; drafting it post by post');
        return draftParts(
          run,
          input,
          input.items.map((item) => [item]),
        );
      case 'empty':
      case 'truncated':
        if (askAgain) {
          deps.logger?.info(log, 'the model gave no usable answer; asking for the batch once more');
          return draftPart(run, input, false);
        }
        return failed.kind === 'empty'
          ? skipAll(input, SKIP_REASON.empty, 'empty')
          : skipAll(input, SKIP_REASON.cutOff, 'cut_off');
      case 'malformed':
        deps.logger?.warn(log, "the model's answer could not be read after the repair; skipping the batch");
        return skipAll(input, SKIP_REASON.unreadable, 'unreadable');
      default:
        if (!isTransient(failed)) throw err;
        deps.logger?.warn(log, 'the model failed on this batch after its retries; skipping the batch');
        return skipAll(input, transientReason(failed), 'transient');
    }
  }
}

/** A part's estimated size when it is over the window (so it must not be sent as is), else null. */
function tokensOverWindow(input: TDraftBatchInput, window: number | null): number | null {
  if (window === null) return null;
  const tokens = estimatedCallTokens(draftRepliesTask, input);
  return tokens > window ? tokens : null;
}

/** Parts of a batch drafted one after the other, each told what the earlier ones drafted. */
async function draftParts(
  run: TRun,
  input: TDraftBatchInput,
  parts: TDraftBatchInput['items'][],
): Promise<TPostDraft[]> {
  const drafts: TPostDraft[] = [];
  for (const items of parts) {
    // What the earlier parts drafted counts as recent: the later ones must not echo it.
    const earlier = drafts.flatMap((d) => (d.text ? [d.text] : []));
    const recent = [...earlier, ...(input.recent_drafts ?? [])];
    drafts.push(...(await draftPart(run, { ...input, items, recent_drafts: recent }, true)));
  }
  return drafts;
}

function halves<T>(items: T[]): T[][] {
  const half = Math.ceil(items.length / 2);
  return [items.slice(0, half), items.slice(half)];
}
