import { z } from 'zod';
import { descriptionProblem, ruleProblem, tidyRule } from '../edit-rules/infer-rule-check';
import { editFacts } from '../edit-rules/infer-rule-facts';
import { measureEdit, inferRuleByMeasure } from '../edit-rules/infer-rule';
import type { TInferRuleInput, TInferRuleOutput } from '../types';
import type { TPrompt, TTask } from '../../integrations/llm/types';
import { formatPost, QUOTED_MATERIAL_NOTE, quote } from './prompt-parts';

export const ZInferRuleOutput = z.object({
  rule_found: z
    .boolean()
    .describe(
      'false when the edit shows nothing that would apply to other posts (a typo fixed, a sentence reworded to say the same).',
    ),
  trigger_prompt: z
    .string()
    .describe(
      'The kind of post the rule is for, in plain words ("Questions about pricing"); empty when rule_found is false.',
    ),
  semantic_response: z
    .string()
    .describe(
      'Short imperative sentences, one per thing the edit shows ("Don\'t mention the product when someone is complaining."); empty when rule_found is false.',
    ),
  description: z
    .string()
    .describe(
      'One sentence for the user: what they changed and what the rule will do, or why there is no rule.',
    ),
});

/** The prompt that turns one edit (draft → what the user sent) into a reusable reply rule. */
export function buildInferRulePrompt(input: TInferRuleInput): TPrompt {
  const { diff, kind } = measureEdit(input);
  const system = [
    'A user of a reply assistant for X corrected a drafted reply before sending it and asked to keep the correction as a rule for future replies. Work out the rule their edit implies, from the measured changes you are given and the texts.',
    'trigger_prompt: the kind of post the rule is for, in plain words a person would use: "Posts where someone is complaining about a tool", "Questions about pricing", "Posts announcing a launch". General enough to match similar posts, never a fragment copied from the post, never about this one author.',
    'semantic_response: short imperative sentences a person would write to an assistant, each one thing the edit shows: what to leave out ("Don\'t mention the product when someone is complaining."), what to add ("Share example.com/notes when it fits."), what to ask ("Ask what they use for billing."), length ("Keep it to one sentence."), tone ("Be warm: acknowledge how they feel first."), marks ("No exclamation marks."), casing ("Write in lower case."). Only what the measured changes and the texts show: invent no facts, products, names or links. Quote the user\'s words only as a whole sentence they added (a link, an offer), never a fragment.',
    'rule_found: false when the edit shows nothing that would apply to other posts: a typo fixed, punctuation touched, a sentence reworded to say the same thing. Then trigger_prompt and semantic_response are empty strings and description says in one sentence why no rule was learned. Never make up a rule to have one.',
    'description: one sentence for the user, in the second person: what they changed and that replies to such posts will do the same (or why there is no rule).',
    QUOTED_MATERIAL_NOTE,
  ].join('\n');
  const parts: string[] = [];
  if (input.post) parts.push(`The post being replied to:\n${formatPost(input.post)}`);
  if (input.business?.one_line_summary.trim())
    parts.push(
      `The user's own business (to recognise mentions of it): ${quote(input.business.one_line_summary, 300)}`,
    );
  parts.push(`The draft: ${quote(input.draft, 1000)}`, `What they sent instead: ${quote(input.final, 1000)}`);
  parts.push(
    `What the edit changed, measured:\n${editFacts(diff, kind)
      .map((f) => `- ${f}`)
      .join('\n')}`,
  );
  parts.push(
    'Answer with a JSON object: {"rule_found", "trigger_prompt", "semantic_response", "description"}.',
  );
  return { system, prompt: parts.join('\n\n') };
}

/**
 * The model's answer, checked as the measured one is (edit-rules/infer-rule-check.ts): a "no rule" needs a
 * readable reason; a rule needs a clean trigger and whole instructions. Anything else (empty,
 * garbled, quoting fragments) is replaced by the rule measured from the same edit.
 */
export function settleInferredRule(output: TInferRuleOutput, input: TInferRuleInput): TInferRuleOutput {
  const tidy = tidyRule(output);
  if (!tidy.rule_found) {
    return descriptionProblem(tidy.description) === null
      ? { rule_found: false, trigger_prompt: '', semantic_response: '', description: tidy.description }
      : inferRuleByMeasure(input);
  }
  return ruleProblem(tidy, input) === null ? tidy : inferRuleByMeasure(input);
}

export const inferRuleFromEditTask: TTask<TInferRuleInput, TInferRuleOutput> = {
  name: 'infer-rule-from-edit',
  maxOutputTokens: 400,
  temperature: 0.2,
  build: buildInferRulePrompt,
  schema: ZInferRuleOutput,
  postProcess: settleInferredRule,
};
