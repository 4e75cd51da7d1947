import type { TQualificationRule, TRulePatchInput } from '@gatling/shared/api/rules';

export type TRuleDraft = { trigger_prompt: string; semantic_response: string };

export const draftOf = (rule?: TQualificationRule): TRuleDraft => ({
  trigger_prompt: rule?.trigger_prompt ?? '',
  semantic_response: rule?.semantic_response ?? '',
});

/**
 * docs/product/validation.md#qualification-rules: a rule update sends only the fields that changed (compared
 * trimmed). A cleared semantic response is sent as null. Null when nothing changed.
 */
export function changedFields(rule: TQualificationRule, draft: TRuleDraft): TRulePatchInput | null {
  const patch: TRulePatchInput = {};
  const trigger = draft.trigger_prompt.trim();
  const semantic = draft.semantic_response.trim();
  if (trigger !== rule.trigger_prompt) patch.trigger_prompt = trigger;
  if (semantic !== (rule.semantic_response ?? ''))
    patch.semantic_response = semantic === '' ? null : semantic;
  return Object.keys(patch).length > 0 ? patch : null;
}
