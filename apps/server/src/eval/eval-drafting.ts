import { draftGuarded } from '../drafting/tasks/draft-guarded';
import { draftReplyTask } from '../drafting/tasks/draft-reply';
import { itemInput, type TDraftBatchInput, type TDraftBatchItem } from '../drafting/tasks/draft-replies';
import type { TBusinessBrief, TStyleBrief, TRuleBrief } from '../drafting/types';
import { isDeclined } from '../integrations/llm/errors';
import type { LanguageService, TCallContext } from '../integrations/llm/types';
import type { TTokens } from '../integrations/llm/usage';
import { GOALS } from './quality-metrics';

// How the evaluation drafts: the way monitoring drafts (batches through the voice guard, each
// persona's recent replies growing as the run drafts), counting what drafting costs on the way.

/** The evaluation's model calls belong to no user. */
export const ctx: TCallContext = { userId: null };

/** The drafting tasks: a run of either is one model call (one llm_calls row) for a model. */
const DRAFTING: ReadonlySet<string> = new Set(['draft-replies', 'draft-reply']);

/** What drafting cost over the run: model calls, posts given, posts sent back, drafts written. */
export type TDraftCost = { calls: number; posts: number; sentBack: number; drafts: number };

/** The service as given, counting every drafting call it makes (answered, declined or failed). */
export function counting(service: LanguageService, cost: TDraftCost): LanguageService {
  return {
    kind: service.kind,
    model: service.model,
    run: (task, input, callCtx) => {
      if (DRAFTING.has(task.name)) cost.calls += 1;
      return service.run(task, input, callCtx);
    },
    streamChat: (input, callCtx) => service.streamChat(input, callCtx),
  };
}

type TBatchDraft = {
  id: string;
  raw: string | null;
  text: string | null;
  skip: string | null;
  failed: boolean;
};

/**
 * One batch drafted as monitoring drafts it (modules/monitoring/draft-replies.ts): up to five posts
 * in one call through draft-guarded.ts (the voice guard's checks, the posts it sends back asked
 * again once, in one call), a batch the model declines whole asked again post by post. A failure
 * other than declining fails the batch's posts, each reported, and the run goes on.
 */
export async function draftBatch(
  service: LanguageService,
  input: TDraftBatchInput,
  cost: TDraftCost,
): Promise<TBatchDraft[]> {
  cost.posts += input.items.length;
  const reason = (err: unknown) => (err instanceof Error ? err.message : String(err));
  try {
    const { output, first, retried } = await draftGuarded(service, input, ctx);
    cost.sentBack += retried;
    return input.items.map((item, i) => {
      const d = output.drafts.find((x) => x.id === item.post.id);
      const text = d?.text?.trim() ? d.text : null;
      return {
        id: item.post.id,
        raw: first[i] ?? null,
        text,
        skip: text ? null : (d?.skip_reason ?? 'No draft for this post.'),
        failed: false,
      };
    });
  } catch (err) {
    if (!isDeclined(err)) {
      const skip = reason(err);
      return input.items.map((item) => ({ id: item.post.id, raw: null, text: null, skip, failed: true }));
    }
  }
  const drafts: TBatchDraft[] = [];
  for (const item of input.items) {
    const id = item.post.id;
    try {
      const { text } = await service.run(draftReplyTask, itemInput(input, item), ctx);
      const kept = text.trim() ? text : null;
      drafts.push({ id, raw: text, text: kept, skip: kept ? null : 'Empty draft.', failed: false });
    } catch (err) {
      drafts.push({ id, raw: null, text: null, skip: reason(err), failed: !isDeclined(err) });
    }
  }
  return drafts;
}

/** Each persona's drafts so far, newest first: its recent replies as the run grows. */
export type TRecent = Map<string, string[]>;

/** The batch input of a persona's posts: its voice, rules, business and recent replies so far. */
export function batchInput(
  persona: TEvalVoice,
  items: TDraftBatchItem[],
  rules: TRuleBrief[],
  recent: TRecent,
): TDraftBatchInput {
  return {
    items,
    voice: persona.voice,
    rules,
    business: persona.business,
    username: persona.username,
    recent_drafts: recent.get(persona.username) ?? [],
    // The other personas' drafts are those of the other accounts on the server.
    instance_drafts: [...recent].flatMap(([name, drafts]) => (name === persona.username ? [] : drafts)),
  };
}

/** Records a batch's drafts as the persona's newest recent replies, as monitoring does. */
export function remember(recent: TRecent, persona: string, drafts: TBatchDraft[]): void {
  const written = drafts.flatMap((d) => (d.text ? [d.text] : [])).reverse();
  recent.set(persona, [...written, ...(recent.get(persona) ?? [])]);
}

/** A persona as the run drafts for it: its posts (those it learns from and those held out) and voice. */
export type TEvalVoice = {
  username: string;
  posts: string[];
  heldOut: string[];
  voice: TStyleBrief;
  business: TBusinessBrief | null;
};

/** The cost line: model calls per draft (re-asks included), the re-ask rate, tokens per draft. */
export function costLines(cost: TDraftCost, tokens: TTokens | null, offline: boolean): string[] {
  const perDraft = (n: number) => (cost.drafts === 0 ? '-' : (n / cost.drafts).toFixed(2));
  const whole = (n: number) => (cost.drafts === 0 ? '-' : String(Math.round(n / cost.drafts)));
  const share = cost.posts === 0 ? '-' : `${((100 * cost.sentBack) / cost.posts).toFixed(1)}%`;
  const tokenLine =
    tokens === null
      ? 'tokens per draft: none (no model was called)'
      : `tokens per draft: ${whole(tokens.inputTokens)} in / ${whole(tokens.outputTokens)} out`;
  return [
    `Cost${offline ? '' : ` (goal: calls per draft <= ${GOALS.callsPerDraft})`}:`,
    offline
      ? `  calls per draft ${perDraft(cost.calls)} (${cost.calls} runs of the drafting task for ${cost.drafts} drafts; the demo writer calls no model)`
      : `  calls per draft ${perDraft(cost.calls)} (${cost.calls} drafting calls for ${cost.drafts} drafts, re-asks and per-post retries included)`,
    `  re-asks ${share} (${cost.sentBack} of ${cost.posts} posts sent back by the voice guard)`,
    `  ${tokenLine}`,
  ];
}
