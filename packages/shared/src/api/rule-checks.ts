/**
 * What a qualification rule asks of its texts, without zod: the rule forms check a rule with it
 * before sending, the schemas (./rules) enforce the same on the server.
 */
import { TEXT } from '../spec';
import { SEMANTIC_RESPONSE_MAX, TRIGGER_PROMPT_MAX } from './text-limits';

export const RULE_MESSAGES = {
  triggerRequired: TEXT.rules.triggerRequired,
  triggerTooLong: `A trigger prompt has at most ${TRIGGER_PROMPT_MAX} characters`,
  semanticTooLong: `A semantic response has at most ${SEMANTIC_RESPONSE_MAX} characters`,
  nothingToChange: 'Send trigger_prompt or semantic_response to change',
} as const;

/** A check's outcome: the value to send, or the first message. */
export type TRuleCheck<T> = { ok: true; value: T } | { ok: false; message: string };

function triggerProblem(trigger: string): string | null {
  if (trigger === '') return RULE_MESSAGES.triggerRequired;
  if (trigger.length > TRIGGER_PROMPT_MAX) return RULE_MESSAGES.triggerTooLong;
  return null;
}

const semanticProblem = (semantic: string): string | null =>
  semantic.length > SEMANTIC_RESPONSE_MAX ? RULE_MESSAGES.semanticTooLong : null;

/** A new rule as POST /api/qualification-rules takes it: trimmed, an empty semantic response null. */
export function checkRule(input: {
  trigger_prompt: string;
  semantic_response?: string | null;
}): TRuleCheck<{ trigger_prompt: string; semantic_response: string | null }> {
  const trigger = input.trigger_prompt.trim();
  const semantic = (input.semantic_response ?? '').trim();
  const message = triggerProblem(trigger) ?? semanticProblem(semantic);
  if (message !== null) return { ok: false, message };
  return {
    ok: true,
    value: { trigger_prompt: trigger, semantic_response: semantic === '' ? null : semantic },
  };
}

/** A rule's changes as PATCH /api/qualification-rules/{trigger} takes them: only the fields sent. */
export function checkRulePatch<T extends { trigger_prompt?: string; semantic_response?: string | null }>(
  patch: T,
): TRuleCheck<T> {
  const message =
    (patch.trigger_prompt === undefined ? null : triggerProblem(patch.trigger_prompt.trim())) ??
    (patch.semantic_response == null ? null : semanticProblem(patch.semantic_response.trim())) ??
    (patch.trigger_prompt === undefined && patch.semantic_response === undefined
      ? RULE_MESSAGES.nothingToChange
      : null);
  return message === null ? { ok: true, value: patch } : { ok: false, message };
}
