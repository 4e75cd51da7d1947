import { z } from 'zod';
import { isDeclined } from '../../integrations/llm/errors';
import { withoutReasoning } from '../../integrations/llm/json-text';
import type { TPrompt, TTask } from '../../integrations/llm/types';
import type { TDraftInput } from '../types';
import { draftItemLines, draftSystemPrompt, recentRepliesSection, type TDraftItem } from './draft-prompt';
import { answersByPost, shownId } from './batch-ids';
import { draftReplyTask } from './draft-reply';
import { SKIP_REASON } from './draft-failures';

/**
 * Posts drafted in one call. The voice (their samples and style) is most of a draft's prompt and is
 * sent once for the batch; five keeps each reply its own and the answer short.
 */
export const DRAFT_BATCH_MAX = 5;

/**
 * The answer's room per post: a reply as long as a platform allows, in any script (a single
 * draft's cap), with its entry's id and keys.
 */
const TOKENS_PER_POST = 300;
/** The answer's own wrapping ({"drafts": [ … ]}) and some slack. */
const ANSWER_OVERHEAD_TOKENS = 50;

/**
 * The output cap of a batch of `posts`: it follows the batch, so a batch split in halves or a
 * post asked again alone is not given a full batch's room to wander in.
 */
export const draftBatchOutputTokens = (posts: number): number =>
  ANSWER_OVERHEAD_TOKENS + TOKENS_PER_POST * Math.max(1, posts);

/** One post to answer, with what is particular to it (why it was picked, a retry's notes). */
export type TDraftBatchItem = TDraftItem;
/** The posts of one call and what they share: the user's voice, rules, business and account. */
export type TDraftBatchInput = Omit<TDraftInput, 'post' | 'thread' | 'matched_rule' | 'pick'> & {
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
        id: z.string().describe('The id of the post, as in its heading ("p1", "p2", …).'),
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
  pick: item.pick ?? null,
});

/**
 * The batch's prompt: the single draft's system prompt (everything stable for the user, the cached
 * prefix), then only what changes from batch to batch: the posts, the recent replies, the format.
 * Each post is named by its id in this batch (batch-ids.ts), never by the platform's.
 */
export function buildDraftBatchPrompt(input: TDraftBatchInput): TPrompt {
  const { username, items } = input;
  const parts = [
    `Write @${username}'s reply to each of these ${items.length} posts. Each reply stands on its own: answer that post, and do not reuse an opening, a closing or a phrase from another reply in this batch.`,
    ...items.map((item, i) => `### Post ${shownId(i)}\n${draftItemLines(item, input.voice)}`),
  ];
  const recent = recentRepliesSection(input.recent_drafts);
  if (recent) parts.push(recent);
  parts.push(
    'Answer with a JSON object {"drafts": [...]}: one entry per post, in the same order, with "id" the post\'s id from its heading ("p1", "p2", …) and "text" the reply. Where a reply would add nothing (you cannot tell what the post means, or only a generic reply would fit), or the post is in a language they do not write in, give "text": null and a one-sentence "skip_reason" (naming the language when that is the reason).',
  );
  return { system: draftSystemPrompt(input), prompt: parts.join('\n\n') };
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
 * Ids in = ids out: the model's answer (in the batch's own ids, batch-ids.ts) as one entry per post
 * in the order given, under the post's real id, each reply through the single draft's
 * post-processing. A post the model left out or declined, or whose reply the guard empties, is a
 * skip with a reason.
 */
export function finishBatch(output: TDraftBatchOutput, input: TDraftBatchInput): TDraftBatchOutput {
  const ids = input.items.map((item) => item.post.id);
  return finishAnswers(answersByPost(output.drafts, ids), input);
}

/** The answer to each post of the batch (undefined: none), in its order, as the drafts to keep. */
export function finishAnswers(
  answers: (TDraftBatchOutput['drafts'][number] | undefined)[],
  input: TDraftBatchInput,
): TDraftBatchOutput {
  return {
    drafts: input.items.map((item, i) => {
      const id = item.post.id;
      const answer = answers[i];
      if (!answer) return { id, text: null, skip_reason: SKIP_REASON.none };
      const raw = answer.text;
      if (raw === null || raw.trim() === '') {
        return { id, text: null, skip_reason: answer.skip_reason?.trim() || 'Nothing worth saying.' };
      }
      return draftOrSkip(id, () => draftReplyTask.postProcess!({ text: raw }, itemInput(input, item)).text);
    }),
  };
}

/**
 * The entries of an answer cut off at the output cap that were complete before the cut, or
 * undefined when none was: the answer is closed after each entry, the last first, until it reads
 * as the format. A post whose entry was cut is then missing from the answer, and asked again.
 */
export function completeEntries(answer: string): TDraftBatchOutput | undefined {
  // A reasoning block ahead of the JSON may hold braces of its own.
  const cutOffText = withoutReasoning(answer);
  const start = cutOffText.indexOf('{');
  if (start < 0) return undefined;
  for (let end = cutOffText.lastIndexOf('}'); end > start; end = cutOffText.lastIndexOf('}', end - 1)) {
    let closed: unknown;
    try {
      closed = JSON.parse(`${cutOffText.slice(start, end + 1)}]}`);
    } catch {
      continue;
    }
    const read = ZDraftBatchOutput.safeParse(closed);
    if (read.success && read.data.drafts.length > 0) return read.data;
  }
  return undefined;
}

/** Drafts for up to DRAFT_BATCH_MAX posts in one model call, in the user's voice. */
export const draftRepliesTask: TTask<TDraftBatchInput, TDraftBatchOutput> = {
  name: 'draft-replies',
  maxOutputTokens: draftBatchOutputTokens(DRAFT_BATCH_MAX),
  outputTokens: (input) => draftBatchOutputTokens(input.items.length),
  temperature: draftReplyTask.temperature,
  build: buildDraftBatchPrompt,
  schema: ZDraftBatchOutput,
  postProcess: finishBatch,
  salvage: completeEntries,
};
