import { z } from 'zod';
import type { TApiContract } from './contract';
import { TEXT } from '../spec';

export const TRIGGER_PROMPT_MAX = 500;
export const SEMANTIC_RESPONSE_MAX = 2000;
/** Most rules one account keeps, and most created in one request. */
export const RULES_MAX = 200;

const trigger = z
  .string({ error: TEXT.rules.triggerRequired })
  .trim()
  .min(1, TEXT.rules.triggerRequired)
  .max(TRIGGER_PROMPT_MAX, `A trigger prompt has at most ${TRIGGER_PROMPT_MAX} characters`);
const semantic = z
  .string()
  .trim()
  .max(SEMANTIC_RESPONSE_MAX, `A semantic response has at most ${SEMANTIC_RESPONSE_MAX} characters`);

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
    message: 'Send trigger_prompt or semantic_response to change',
  });
export type TRulePatchInput = z.input<typeof ZRulePatchInput>;

export const ZRuleAnswer = z.object({ rule: ZQualificationRule });
export type TRuleAnswer = z.infer<typeof ZRuleAnswer>;

export const ZRuleDeleteAnswer = z.object({ deleted_trigger_prompt: z.string() });
export type TRuleDeleteAnswer = z.infer<typeof ZRuleDeleteAnswer>;

/** docs/product/api.md: every non-alphanumeric character of the trigger prompt is percent-encoded in the path. */
export function encodeTriggerPrompt(trigger: string): string {
  // encodeURIComponent leaves - _ . ! ~ * ' ( ) as they are; the spec wants them encoded too.
  return encodeURIComponent(trigger).replace(
    /[^A-Za-z0-9%]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
}

export const listRulesRoute = {
  method: 'get',
  path: '/qualification-rules',
  answer: ZRulesAnswer,
} as const satisfies TApiContract;

export const createRulesRoute = {
  method: 'post',
  path: '/qualification-rules',
  body: ZRulesCreateInput,
  answer: ZRulesCreateAnswer,
} as const satisfies TApiContract;

export const updateRuleRoute = {
  method: 'patch',
  path: '/qualification-rules/:trigger',
  body: ZRulePatchInput,
  answer: ZRuleAnswer,
  encode: encodeTriggerPrompt,
} as const satisfies TApiContract;

export const deleteRuleRoute = {
  method: 'delete',
  path: '/qualification-rules/:trigger',
  answer: ZRuleDeleteAnswer,
  encode: encodeTriggerPrompt,
} as const satisfies TApiContract;
