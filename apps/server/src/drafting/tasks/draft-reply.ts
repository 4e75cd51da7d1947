import { z } from 'zod';
import type { TDraftInput, TDraftOutput } from '../types';
import type { TPrompt, TTask } from '../../integrations/llm/types';
import { draftItemLines, draftSystemPrompt, recentRepliesSection } from './draft-prompt';
import { finishReplyOutput } from './reply-text';

export const ZDraftOutput = z.object({
  text: z
    .string()
    .describe('The reply exactly as it will be posted: plain text, no quotation marks around it.'),
});

/**
 * The prompt of one reply draft, in the user's voice: the batch's system prompt and the post as a
 * batch shows it, so a post drafted alone (the batch's fallback) is drafted the same way.
 */
export function buildDraftPrompt(input: TDraftInput): TPrompt {
  const parts = [`Write @${input.username}'s reply to this post.`, draftItemLines(input, input.voice)];
  const recent = recentRepliesSection(input.recent_drafts);
  if (recent) parts.push(recent);
  parts.push(
    'Answer with a JSON object: {"text": "<the reply>"}. Where a reply would add nothing, or the post is in a language they do not write in, answer {"text": ""}.',
  );
  return { system: draftSystemPrompt(input), prompt: parts.join('\n\n') };
}

export const draftReplyTask: TTask<TDraftInput, TDraftOutput> = {
  name: 'draft-reply',
  maxOutputTokens: 300,
  temperature: 0.8,
  build: buildDraftPrompt,
  schema: ZDraftOutput,
  postProcess: finishReplyOutput('draft-reply'),
};
