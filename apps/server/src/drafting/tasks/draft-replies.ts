import { z } from 'zod';
import { isDeclined } from '../../integrations/llm/errors';
import type { TPrompt, TTask } from '../../integrations/llm/types';
import type { TDraftInput } from '../types';
import { draftReplyTask, draftSystemPrompt } from './draft-reply';
import { businessSection, formatPost, formatRules, formatThread, quote } from './prompt-parts';

/**
 * Posts drafted in one call. The voice (their samples and style) is most of a draft's prompt and is
 * sent once for the batch; five keeps each reply its own and the answer short.
 */
export const DRAFT_BATCH_MAX = 5;

/** One post to answer, with what is particular to it. */
export type TDraftBatchItem = Pick<TDraftInput, 'post' | 'thread' | 'matched_rule'> & {
  /** When the voice guard sent a reply back: that reply and what was wrong with it (draft-guarded.ts). */
  retry?: { draft: string; problems: string[] };
};
/** The posts of one call and what they share: the user's voice, rules, business and account. */
export type TDraftBatchInput = Omit<TDraftInput, 'post' | 'thread' | 'matched_rule'> & {
  items: TDraftBatchItem[];
};
/** Per post, in the order given: the reply, or why there is none. */
export type TDraftBatchOutput = {
  drafts: { id: string; text: string | null; skip_reason: string | null }[];
};

export const ZDraftBatchOutput = z.object({
  drafts: z
    .array(
      z.object({
        id: z.string().describe('The id of the post, copied exactly.'),
        text: z
          .string()
          .nullable()
          .describe('The reply exactly as it will be posted (plain text, no quotation marks), or null.'),
        skip_reason: z
          .string()
          .nullable()
          .describe('When text is null: one short sentence saying why there is nothing worth saying.'),
      }),
    )
    .describe('One entry per post, in the order given.'),
});

/** Each post of a batch as a single draft's input, so one post reads as it would alone. */
export const itemInput = (input: TDraftBatchInput, item: TDraftBatchItem): TDraftInput => ({
  ...input,
  post: item.post,
  thread: item.thread,
  matched_rule: item.matched_rule,
});

/** How many of the user's recent replies the prompt shows, to keep the new ones from repeating them. */
const RECENT_SHOWN = 12;

function itemSection(item: TDraftBatchItem): string {
  const parts = [`id ${item.post.id}`, formatPost(item.post)];
  const thread = formatThread(item.thread);
  if (thread) parts.push(thread);
  if (item.retry) {
    parts.push(
      `Your earlier reply to this post was ${quote(item.retry.draft)} and was sent back. ${item.retry.problems.join(' ')} Write a new reply.`,
    );
  }
  const rule = item.matched_rule;
  if (rule) {
    parts.push(
      rule.semantic_response
        ? `It matched their rule ${quote(rule.trigger_prompt)}. Steer this reply by what they want here: ${quote(rule.semantic_response)}`
        : `It matched their rule ${quote(rule.trigger_prompt)}.`,
    );
  }
  return parts.join('\n');
}

/** The batch's prompt: the single draft's system prompt (the voice), then the posts one by one. */
export function buildDraftBatchPrompt(input: TDraftBatchInput): TPrompt {
  const system = draftSystemPrompt(input);
  const { username } = input;
  const parts = [
    `Write @${username}'s reply to each of these ${input.items.length} posts. Each reply stands on its own: answer that post, and do not reuse an opening, a closing or a phrase from another reply in this batch.`,
    ...input.items.map(itemSection),
  ];
  const matched = new Set(input.items.map((i) => i.matched_rule?.trigger_prompt).filter(Boolean));
  const otherRules = input.rules.filter((r) => !matched.has(r.trigger_prompt) && r.semantic_response);
  if (otherRules.length > 0) {
    parts.push(
      `Their other reply rules (apply one to a post only if it clearly fits that post):\n${formatRules(otherRules)}`,
    );
  }
  if (input.business) parts.push(businessSection(input.business));
  const recent = (input.recent_drafts ?? []).slice(0, RECENT_SHOWN);
  if (recent.length > 0) {
    parts.push(
      `Their most recent replies (do not reuse an opening, a closing or a phrase of these):\n${recent.map((r) => `- ${quote(r, 300)}`).join('\n')}`,
    );
  }
  parts.push(
    'Answer with a JSON object {"drafts": [...]}: one entry per post, in the same order, with the id copied exactly and "text" the reply. Where a reply would add nothing (you cannot tell what the post means, or only a generic reply would fit), give "text": null and a one-sentence "skip_reason".',
  );
  return { system, prompt: parts.join('\n\n') };
}

/** One post's draft, or a skip with the reason when the drafter declines it (any other error is thrown). */
function draftOrSkip(id: string, write: () => string): TDraftBatchOutput['drafts'][number] {
  try {
    return { id, text: write(), skip_reason: null };
  } catch (err) {
    if (!isDeclined(err)) throw err;
    return { id, text: null, skip_reason: err.message };
  }
}

/**
 * Ids in = ids out, each reply through the single draft's post-processing (the voice guard). A post
 * the model left out or declined, or whose reply the guard empties, is a skip with a reason.
 */
export function finishBatch(output: TDraftBatchOutput, input: TDraftBatchInput): TDraftBatchOutput {
  const byId = new Map(output.drafts.map((d) => [d.id, d]));
  return {
    drafts: input.items.map((item) => {
      const id = item.post.id;
      const answer = byId.get(id);
      if (!answer) return { id, text: null, skip_reason: 'The model gave no reply for this post.' };
      const raw = answer.text;
      if (raw === null || raw.trim() === '') {
        return { id, text: null, skip_reason: answer.skip_reason?.trim() || 'Nothing worth saying.' };
      }
      return draftOrSkip(id, () => draftReplyTask.postProcess!({ text: raw }, itemInput(input, item)).text);
    }),
  };
}

/**
 * The offline drafter, post by post (it declines a post by throwing, as the single task does); each
 * draft joins the recent drafts the next one avoids repeating.
 */
function offlineBatch(input: TDraftBatchInput): TDraftBatchOutput {
  let recent = input.recent_drafts ?? [];
  return {
    drafts: input.items.map((item) => {
      const answer = draftOrSkip(
        item.post.id,
        () => draftReplyTask.offline({ ...itemInput(input, item), recent_drafts: recent }).text,
      );
      if (answer.text) recent = [answer.text, ...recent];
      return answer;
    }),
  };
}

/** Drafts for up to DRAFT_BATCH_MAX posts in one model call, in the user's voice. */
export const draftRepliesTask: TTask<TDraftBatchInput, TDraftBatchOutput> = {
  name: 'draft-replies',
  maxOutputTokens: 300 * DRAFT_BATCH_MAX,
  temperature: draftReplyTask.temperature,
  build: buildDraftBatchPrompt,
  schema: ZDraftBatchOutput,
  postProcess: finishBatch,
  offline: offlineBatch,
};
