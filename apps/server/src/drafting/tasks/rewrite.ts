import { z } from 'zod';
import type { TEditType } from '@gatling/shared/spec';
import type { TPrompt, TTask } from '../../integrations/llm/types';
import type { TRewriteInput, TRewriteOutput } from '../types';
import {
  antiSlopRules,
  formatPost,
  platformName,
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
    'Make it more relaxed and conversational, the way they would say it out loud to a friend: contractions, everyday words instead of formal ones, no formal openers ("Indeed", "Furthermore", "Additionally"), looser sentences. Keep the point and about the same length.',
  tighter:
    'Make it shorter and punchier: the same point in fewer words. Cut filler, hedges, throat-clearing and repetition; keep the main sentence and the strongest phrase. Aim for about half the length, and clearly shorter than now; removing only an emoji or punctuation is not enough.',
  professional:
    'Make it more polished and precise for a professional audience: clear, complete sentences with capitals and full stops, exact words, no slang, no emoji. Still them, still human: no corporate jargon, no buzzwords, no stiffness. About the same length.',
  persuasive:
    'Make it more detailed and more convincing: keep what it says and add one concrete detail or the reason behind it, taken from the post it replies to or already implied by the reply. Lead with the strongest point, end firmly. Add no new facts, numbers, offers or claims that are not in the post or the reply. About one and a half times the length, never over the platform limit.',
  empathetic:
    'Make it warmer and more enthusiastic: acknowledge the other person\'s situation, work or feeling specifically and sincerely, then make the point. No therapy-speak ("I hear you", "that\'s valid"), no gushing, no exclamation marks unless they use them. About the same length or a little longer.',
};

/** The prompt of one rewrite: the edit asked for, in the user's voice. */
export function buildRewritePrompt(input: TRewriteInput): TPrompt {
  const system = [
    `You edit replies that a person will post on ${platformName(input.platform)} under their own name. You change what the edit asks for and nothing else: the result must still sound exactly like them, with their vocabulary, casing and punctuation habits.`,
    voiceSection(input.voice),
    antiSlopRules(voiceAllowances(input.voice)),
    platformRules(input.platform),
    QUOTED_MATERIAL_NOTE,
  ]
    .filter(Boolean)
    .join('\n\n');
  const parts = [`The edit: ${input.edit_type}. ${EDIT_INSTRUCTIONS[input.edit_type]}`];
  if (input.post) parts.push(`It replies to this post:\n${formatPost(input.post)}`);
  parts.push(`The reply to edit:\n${quote(input.text, 2000)}`);
  if (input.unchanged_answer !== undefined) {
    parts.push(
      `Your previous answer did not visibly change the reply (the same words, at most an emoji or punctuation changed):\n${quote(input.unchanged_answer, 2000)}\nThis time make the edit asked for so the person sees a difference. If the reply truly cannot be changed that way, answer it unchanged.`,
    );
  }
  parts.push(
    'Keep every fact, name and link of the reply, and the person\'s voice; add no fact that is not in the reply or the post. Answer with a JSON object: {"text": "<the edited reply>"}.',
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
      length: input.platform?.length,
    }),
  }),
};
