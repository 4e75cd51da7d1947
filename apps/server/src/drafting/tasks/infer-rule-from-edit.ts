import { z } from 'zod';
import { SEMANTIC_RESPONSE_MAX, TRIGGER_PROMPT_MAX } from '@gatling/shared/api/rules';
import { llmError } from '../../integrations/llm/errors';
import { offlineInferRule } from '../offline/infer-rule';
import type { TInferRuleInput, TInferRuleOutput } from '../types';
import type { TPrompt, TTask } from '../../integrations/llm/types';
import { formatPost, QUOTED_MATERIAL_NOTE, quote } from './prompt-parts';

export const ZInferRuleOutput = z.object({
  trigger_prompt: z
    .string()
    .describe('When the rule applies: the kind of post, described generally enough to match similar posts.'),
  semantic_response: z.string().describe('How to reply to such posts, as an instruction.'),
  description: z
    .string()
    .describe('One sentence for the user: what changed in their edit and what the rule will do.'),
});

/** The prompt that turns one edit (draft → what the user sent) into a reusable reply rule. */
export function buildInferRulePrompt(input: TInferRuleInput): TPrompt {
  const system = [
    'A user of a reply assistant for X corrected a drafted reply before sending it and asked to keep the correction as a rule for future replies. Work out the rule their edit implies.',
    'trigger_prompt: when the rule applies, as a short description of a kind of post ("Posts asking which tool to use for cold email"). General enough to match similar posts, specific enough not to match everything. Not about this one author.',
    'semantic_response: how to reply to such posts, as a direct instruction drawn from what they changed: what to say or avoid, the angle, the tone, the length ("Recommend our tool in one plain sentence after answering; no link"). Only what the edit shows; invent no facts, products or links.',
    'description: one sentence for the user saying what changed and what the rule will do.',
    'If the edit only fixes wording or length, the rule is about that style choice for that kind of post.',
    QUOTED_MATERIAL_NOTE,
  ].join('\n');
  const parts: string[] = [];
  if (input.post) parts.push(`The post being replied to:\n${formatPost(input.post)}`);
  parts.push(`The draft: ${quote(input.draft, 1000)}`, `What they sent instead: ${quote(input.final, 1000)}`);
  parts.push('Answer with a JSON object: {"trigger_prompt", "semantic_response", "description"}.');
  return { system, prompt: parts.join('\n\n') };
}

export const inferRuleFromEditTask: TTask<TInferRuleInput, TInferRuleOutput> = {
  name: 'infer-rule-from-edit',
  maxOutputTokens: 400,
  temperature: 0.2,
  build: buildInferRulePrompt,
  schema: ZInferRuleOutput,
  postProcess: (output) => {
    const trigger = output.trigger_prompt.trim().slice(0, TRIGGER_PROMPT_MAX);
    if (trigger === '') throw llmError('empty', 'infer-rule-from-edit');
    return {
      trigger_prompt: trigger,
      semantic_response: output.semantic_response.trim().slice(0, SEMANTIC_RESPONSE_MAX),
      description: output.description.trim().slice(0, 500),
    };
  },
  offline: offlineInferRule,
};
