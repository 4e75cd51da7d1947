import { draftBatchResilient } from '../drafting/tasks/draft-batch-resilient';
import type { TDraftBatchInput, TDraftBatchItem } from '../drafting/tasks/draft-replies';
import type { TBusinessBrief, TReplyPlatform, TStyleBrief, TRuleBrief } from '../drafting/types';
import type { LanguageService, TCallContext } from '../integrations/llm/types';
import type { TTokens } from '../integrations/llm/usage';
import { watchRequests } from './eval-model';
import { GOALS } from './quality-metrics';

// How the evaluation drafts: the way monitoring drafts (batches through the voice guard, each
// persona's recent replies growing as the run drafts), counting what drafting costs on the way.

/** The evaluation's model calls belong to no user. */
export const ctx: TCallContext = { userId: null };

/** The drafting tasks (a run of either may send the model several requests: repairs, retries). */
const DRAFTING: ReadonlySet<string> = new Set(['draft-replies', 'draft-reply']);

/**
 * What drafting cost over the run: HTTP requests sent to the model while a drafting task ran
 * (`calls`), runs of the drafting tasks (`runs`), posts given, posts sent back, drafts written.
 */
export type TDraftCost = { calls: number; runs: number; posts: number; sentBack: number; drafts: number };

/**
 * The service as given, counting what drafting costs: every run of a drafting task (answered,
 * declined or failed) in `runs`, and every HTTP request the model client sends while one runs in
 * `calls`: a repair of a malformed answer, a retry after a 429 or a timeout and the JSON-mode
 * fallback are requests of their own inside one run, and each is paid for. Requests are seen at
 * the wire (eval-model.ts watchRequests); no other task runs while a drafting one does in the
 * evaluation, so a request sent then is drafting's. `stop` ends the watching.
 */
export function counting(
  service: LanguageService,
  cost: TDraftCost,
): { service: LanguageService; stop: () => void } {
  let drafting = 0;
  const stop = watchRequests(() => {
    if (drafting > 0) cost.calls += 1;
  });
  return {
    service: {
      kind: service.kind,
      model: service.model,
      run: async (task, input, callCtx) => {
        if (!DRAFTING.has(task.name)) return service.run(task, input, callCtx);
        cost.runs += 1;
        drafting += 1;
        try {
          return await service.run(task, input, callCtx);
        } finally {
          drafting -= 1;
        }
      },
      streamChat: (input, callCtx) => service.streamChat(input, callCtx),
      // The batches are sized to the model's window as the app sizes them (an Ollama server's).
      ...(service.contextTokens ? { contextTokens: service.contextTokens.bind(service) } : {}),
    },
    stop,
  };
}

type TBatchDraft = {
  id: string;
  /** The model's first answer for the post, before any retry or tidying. */
  raw: string | null;
  text: string | null;
  skip: string | null;
  /** No draft because the model failed (an outage, an unreadable answer), not because it chose. */
  failed: boolean;
};

/**
 * One batch drafted as monitoring drafts it, through the same function
 * (drafting/tasks/draft-batch-resilient.ts): up to five posts in one call through the voice guard
 * (the posts it sends back, and those the answer left out, asked again once in one call), a batch
 * too long split in halves, one the model declines whole asked again post by post, an empty answer
 * asked again once, and what still fails skipped with its reason. A failure every call would meet
 * (key, model, credit), which ends a monitoring run, fails the batch's posts here, each reported,
 * and the evaluation goes on.
 */
export async function draftBatch(
  service: LanguageService,
  input: TDraftBatchInput,
  cost: TDraftCost,
): Promise<TBatchDraft[]> {
  cost.posts += input.items.length;
  try {
    const { drafts, sentBack } = await draftBatchResilient({ llm: service }, input, ctx);
    cost.sentBack += sentBack;
    return drafts.map((d) => {
      const text = d.text?.trim() ? d.text : null;
      const skip = text ? null : (d.skip_reason ?? 'No draft for this post.');
      return { id: d.id, raw: d.raw, text, skip, failed: d.failure !== null };
    });
  } catch (err) {
    const skip = err instanceof Error ? err.message : String(err);
    return input.items.map((item) => ({ id: item.post.id, raw: null, text: null, skip, failed: true }));
  }
}

/** Each persona's drafts so far, newest first: its recent replies as the run grows. */
export type TRecent = Map<string, string[]>;

/**
 * The batch input of a persona's posts (each with why it was picked): its voice, rules, business,
 * audience, platform and recent replies so far.
 */
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
    // As monitoring sends them (modules/monitoring/draft-replies.ts): whom the user wants to reach,
    // and the network the replies go to, whose rules the prompt states and whose length they fit.
    audience_summary: persona.audienceSummary,
    username: persona.username,
    platform: persona.platform,
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

/**
 * A persona as the run drafts for it: its posts (those it learns from and those held out), voice,
 * business, audience and platform.
 */
export type TEvalVoice = {
  username: string;
  posts: string[];
  heldOut: string[];
  voice: TStyleBrief;
  business: TBusinessBrief | null;
  /** Whom the persona wants to reach (the audience summary drafting is given). */
  audienceSummary: string;
  /** Where its replies are posted. */
  platform: TReplyPlatform;
};

/**
 * The cost lines: model calls per draft, counted as HTTP requests to the model (repairs, retries and
 * re-asks included), the re-ask rate, tokens per draft.
 */
export function costLines(cost: TDraftCost, tokens: TTokens | null, offline: boolean): string[] {
  const perDraft = (n: number) => (cost.drafts === 0 ? '-' : (n / cost.drafts).toFixed(2));
  const whole = (n: number) => (cost.drafts === 0 ? '-' : String(Math.round(n / cost.drafts)));
  const share = cost.posts === 0 ? '-' : `${((100 * cost.sentBack) / cost.posts).toFixed(1)}%`;
  const tokenLine =
    tokens === null
      ? 'tokens per draft: none (no model was called)'
      : `tokens per draft: ${whole(tokens.inputTokens)} in / ${whole(tokens.outputTokens)} out`;
  const runs = `${cost.runs} runs of the drafting task`;
  return [
    `Cost${offline ? '' : ` (goal: calls per draft <= ${GOALS.callsPerDraft})`}:`,
    offline
      ? `  calls per draft ${perDraft(cost.calls)} (${cost.calls} HTTP requests to a model for ${cost.drafts} drafts: the demo writer calls no model; ${runs})`
      : `  calls per draft ${perDraft(cost.calls)} (${cost.calls} HTTP requests to the model for ${cost.drafts} drafts, repairs, retries and re-asks included; ${runs})`,
    `  re-asks ${share} (${cost.sentBack} of ${cost.posts} posts sent back by the voice guard)`,
    `  ${tokenLine}`,
  ];
}
