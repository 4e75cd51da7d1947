import { z } from 'zod';
import { offlineDraftReply } from '../offline/draft-reply';
import type { TDraftInput, TDraftOutput } from '../types';
import type { TPrompt, TTask } from '../../integrations/llm/types';
import {
  antiSlopRules,
  businessSection,
  formatPost,
  formatRules,
  formatThread,
  platformRules,
  QUOTED_MATERIAL_NOTE,
  quote,
  voiceAllowances,
  voiceSection,
} from './prompt-parts';
import { finishReplyText } from './reply-text';

export const ZDraftOutput = z.object({
  text: z
    .string()
    .describe('The reply exactly as it will be posted: plain text, no quotation marks around it.'),
});

/** What every draft's prompt starts with: who writes, in whose voice, and the rules of the platform. */
export function draftSystemPrompt(input: Pick<TDraftInput, 'voice' | 'username'>): string {
  const { voice, username } = input;
  return [
    `You write replies on X for @${username}. Each reply is posted under their name, so it must read as if they typed it themselves, quickly, on their phone: their words, their rhythm, their casing and punctuation. Someone who knows them should not be able to tell.`,
    'A good reply adds one thing: an opinion, a concrete detail, a question only they would ask, a bit of humour, a useful pointer. It answers the post, not the topic in general. Skip anything that would fit under any post.',
    voiceSection(voice) ||
      '## Their style\nNo samples of their writing yet: write plainly and briefly, like a thoughtful person replying from their phone.',
    antiSlopRules(voiceAllowances(voice)),
    platformRules(voice),
    QUOTED_MATERIAL_NOTE,
  ].join('\n\n');
}

/** The prompt of one reply draft, in the user's voice. */
export function buildDraftPrompt(input: TDraftInput): TPrompt {
  const { username } = input;
  const system = draftSystemPrompt(input);
  const parts = [`Write @${username}'s reply to this post.`, formatPost(input.post)];
  const thread = formatThread(input.thread);
  if (thread) parts.push(thread);
  if (input.matched_rule) {
    parts.push(
      input.matched_rule.semantic_response
        ? `This post matched their rule ${quote(input.matched_rule.trigger_prompt)}. Steer the reply by what they want here: ${quote(input.matched_rule.semantic_response)}`
        : `This post matched their rule ${quote(input.matched_rule.trigger_prompt)}.`,
    );
  }
  const otherRules = input.rules.filter(
    (r) => r.trigger_prompt !== input.matched_rule?.trigger_prompt && r.semantic_response,
  );
  if (otherRules.length > 0) {
    parts.push(
      `Their other reply rules (apply one only if it clearly fits this post):\n${formatRules(otherRules)}`,
    );
  }
  if (input.business) parts.push(businessSection(input.business));
  parts.push('Answer with a JSON object: {"text": "<the reply>"}.');
  return { system, prompt: parts.join('\n\n') };
}

export const draftReplyTask: TTask<TDraftInput, TDraftOutput> = {
  name: 'draft-reply',
  maxOutputTokens: 300,
  temperature: 0.8,
  build: buildDraftPrompt,
  schema: ZDraftOutput,
  postProcess: (output, input) => ({
    text: finishReplyText(output.text, {
      task: 'draft-reply',
      ownPosts: input.voice.own_posts,
      authorUsername: input.post.author.username,
    }),
  }),
  offline: offlineDraftReply,
};
