import { z } from 'zod';
import { RULE_MESSAGES } from './rule-checks';
import { SEMANTIC_RESPONSE_MAX, TRIGGER_PROMPT_MAX } from './text-limits';

export { SEMANTIC_RESPONSE_MAX, TRIGGER_PROMPT_MAX } from './text-limits';
/** Most rules one account keeps, and most created in one request. */
export const RULES_MAX = 200;

const trigger = z
  .string({ error: RULE_MESSAGES.triggerRequired })
  .trim()
  .min(1, RULE_MESSAGES.triggerRequired)
  .max(TRIGGER_PROMPT_MAX, RULE_MESSAGES.triggerTooLong);
const semantic = z.string().trim().max(SEMANTIC_RESPONSE_MAX, RULE_MESSAGES.semanticTooLong);

/**
 * docs/product/data.md Qualification rule: the trigger prompt is required and identifies the rule (unique per
 * user); the semantic response says how to answer posts it matches (empty = none).
 */
export const ZQualificationRule = z.object({
  trigger_prompt: z.string(),
  semantic_response: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TQualificationRule = z.infer<typeof ZQualificationRule>;

/** GET /api/qualification-rules. */
export const ZRulesAnswer = z.object({ rules: z.array(ZQualificationRule) });
export type TRulesAnswer = z.infer<typeof ZRulesAnswer>;

export const ZRuleInput = z.object({
  trigger_prompt: trigger,
  semantic_response: semantic.nullish().transform((v) => (v ? v : null)),
});
export type TRuleInput = z.input<typeof ZRuleInput>;

/** POST /api/qualification-rules: a list of rules, created together or not at all. */
export const ZRulesCreateInput = z
  .array(ZRuleInput)
  .min(1, 'Send at least one rule')
  .max(RULES_MAX, `At most ${RULES_MAX} rules at once`);
export type TRulesCreateInput = z.input<typeof ZRulesCreateInput>;

export const ZRulesCreateAnswer = z.object({ rules: z.array(ZQualificationRule) });
export type TRulesCreateAnswer = z.infer<typeof ZRulesCreateAnswer>;

/** PATCH /api/qualification-rules/{trigger}: only the fields sent change. */
export const ZRulePatchInput = z
  .object({
    trigger_prompt: trigger.optional(),
    semantic_response: semantic.nullable().optional(),
  })
  .refine((v) => v.trigger_prompt !== undefined || v.semantic_response !== undefined, {
    message: RULE_MESSAGES.nothingToChange,
  });
export type TRulePatchInput = z.input<typeof ZRulePatchInput>;

export const ZRuleAnswer = z.object({ rule: ZQualificationRule });
export type TRuleAnswer = z.infer<typeof ZRuleAnswer>;

export const ZRuleDeleteAnswer = z.object({ deleted_trigger_prompt: z.string() });
export type TRuleDeleteAnswer = z.infer<typeof ZRuleDeleteAnswer>;
