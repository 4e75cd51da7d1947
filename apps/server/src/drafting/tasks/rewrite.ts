import { z } from 'zod';
import type { TEditType } from '@gatling/shared/spec';
import { offlineRewrite } from '../offline/rewrite';
import type { TPrompt, TTask } from '../../integrations/llm/types';
import type { TRewriteInput, TRewriteOutput } from '../types';
import {
  antiSlopRules,
  formatPost,
  platformRules,
  QUOTED_MATERIAL_NOTE,
  quote,
  voiceAllowances,
  voiceSection,
} from './prompt-parts';
import { finishReplyText } from './reply-text';

export const ZRewriteOutput = z.object({
  text: z.string().describe('The rewritten reply exactly as it will be posted.'),
});

/**
 * What each edit changes. The review screen maps its menu onto these: friendly → casual,
 * concise → tighter, detailed → persuasive, enthusiastic → empathetic.
 */
export const EDIT_INSTRUCTIONS: Record<TEditType, string> = {
  casual:
    'Make it more relaxed and conversational, the way they would say it out loud to a friend: contractions, everyday words, looser sentences. Drop anything stiff or formal. Keep the point.',
  tighter:
    'Make it shorter and punchier: the same point in fewer words. Cut filler, hedges, throat-clearing and repetition; keep the strongest phrase. Roughly half the length if the meaning survives.',
  professional:
    'Make it more polished and precise for a professional audience: clear, complete sentences, exact words, no slang. Still them, still human: no corporate jargon, no buzzwords, no stiffness.',
  persuasive:
    'Make it more convincing and a little more detailed: lead with the strongest point, make the reasoning already in the text explicit, end firmly. Add no new facts, numbers or claims.',
  empathetic:
    'Make it warmer: acknowledge the other person\'s situation or feeling specifically and sincerely, then make the point. No therapy-speak ("I hear you", "that\'s valid"), no gushing.',
};

/** The prompt of one rewrite: the edit asked for, in the user's voice. */
export function buildRewritePrompt(input: TRewriteInput): TPrompt {
  const system = [
    'You edit replies that a person will post on X under their own name. You change what the edit asks for and nothing else: the result must still sound exactly like them, with their vocabulary, casing and punctuation habits.',
    voiceSection(input.voice),
    antiSlopRules(voiceAllowances(input.voice)),
    platformRules(input.voice),
    QUOTED_MATERIAL_NOTE,
  ]
    .filter(Boolean)
    .join('\n\n');
  const parts = [`The edit: ${input.edit_type}. ${EDIT_INSTRUCTIONS[input.edit_type]}`];
  if (input.post) parts.push(`It replies to this post:\n${formatPost(input.post)}`);
  parts.push(`The reply to edit:\n${quote(input.text, 2000)}`);
  parts.push(
    'Keep every fact, name and link of the reply; add none. Answer with a JSON object: {"text": "<the edited reply>"}.',
  );
  return { system, prompt: parts.join('\n\n') };
}

export const rewriteTask: TTask<TRewriteInput, TRewriteOutput> = {
  name: 'rewrite',
  maxOutputTokens: 300,
  temperature: 0.6,
  build: buildRewritePrompt,
  schema: ZRewriteOutput,
  postProcess: (output, input) => ({
    text: finishReplyText(output.text, {
      task: 'rewrite',
      ownPosts: input.voice.own_posts,
      authorUsername: input.post?.author.username,
    }),
  }),
  offline: offlineRewrite,
};
