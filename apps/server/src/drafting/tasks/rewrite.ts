import { z } from 'zod';
import type { TEditType } from '@gatling/shared/spec';
import type { TPrompt, TTask } from '../../integrations/llm/types';
import type { TRewriteInput, TRewriteOutput } from '../types';
import {
  antiSlopRules,
  audienceSection,
  businessSection,
  formatPost,
  platformName,
  platformRules,
  QUOTED_MATERIAL_NOTE,
  quote,
  voiceAllowances,
} from './prompt-parts';
import { finishReplyOutput } from './reply-text';
import { closestExampleLines, draftVoiceSection } from './voice-examples';

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
    'Make it more detailed and more convincing: keep what it says and add one concrete detail or the reason behind it, taken from the post it replies to (in their words, not copied from the post) or already implied by the reply. Lead with the strongest point, end firmly. Add no new facts, numbers, offers or claims that are not in the post or the reply. About one and a half times the length, never over the platform limit.',
  empathetic:
    'Make it warmer and more enthusiastic: acknowledge the other person\'s situation, work or feeling specifically and sincerely, then make the point. No therapy-speak ("I hear you", "that\'s valid"), no gushing, no exclamation marks unless they use them. About the same length or a little longer.',
};

/**
 * The business as drafting states it; a rewrite only keeps what the reply says of it right: the
 * edit asked for is not the moment to start promoting.
 */
function rewriteBusinessSection(business: TRewriteInput['business']): string {
  if (!business) return '';
  return `${businessSection(business)}\nIn an edit: keep a mention the reply already makes accurate; do not add one it does not make.`;
}

/**
 * The prompt of one rewrite: the edit asked for, in the user's voice, with the same evidence of
 * that voice, business and audience the draft was written from (the drafting prompt's own parts).
 */
export function buildRewritePrompt(input: TRewriteInput): TPrompt {
  const system = [
    `You edit replies that a person will post on ${platformName(input.platform)} under their own name. You change what the edit asks for and nothing else: the result must still sound exactly like them, with their vocabulary, casing and punctuation habits.`,
    audienceSection(input.audience_summary),
    draftVoiceSection(input.voice),
    antiSlopRules(voiceAllowances(input.voice)),
    platformRules(input.platform),
    rewriteBusinessSection(input.business),
    QUOTED_MATERIAL_NOTE,
  ]
    .filter(Boolean)
    .join('\n\n');
  const parts = [`The edit: ${input.edit_type}. ${EDIT_INSTRUCTIONS[input.edit_type]}`];
  if (input.post) {
    parts.push(`It replies to this post:\n${formatPost(input.post)}`);
    const closest = closestExampleLines(input.voice, input.post);
    if (closest.length > 0) parts.push(closest.join('\n'));
  }
  parts.push(`The reply to edit:\n${quote(input.text, 2000)}`);
  if (input.unchanged_answer !== undefined) {
    parts.push(
      `Your previous answer did not visibly change the reply (the same words, at most an emoji or punctuation changed):\n${quote(input.unchanged_answer, 2000)}\nThis time make the edit asked for so the person sees a difference. If the reply truly cannot be changed that way, answer it unchanged.`,
    );
  }
  if (input.sent_back) {
    parts.push(
      `Your previous answer was sent back:\n${quote(input.sent_back.answer, 2000)}\n${input.sent_back.problems.join(' ')} Make the edit again without that.`,
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
  postProcess: finishReplyOutput('rewrite'),
};
