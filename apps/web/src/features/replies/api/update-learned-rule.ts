import { updateRuleRoute } from '@gatling/shared/api/rules-routes';
import { useMutation } from '@tanstack/react-query';
import type { TRulePatchInput } from '@gatling/shared/api/rules';
import { callApi } from '@/lib/api-client';

/**
 * PATCH /qualification-rules/{trigger}: a rule learned from an edit, changed where it is shown. Reply
 * Rules reads the list afresh when opened, so no cache here needs correcting.
 */
export function updateLearnedRule({ trigger, patch }: { trigger: string; patch: TRulePatchInput }) {
  return callApi(updateRuleRoute, { params: { trigger }, body: patch });
}

export function useUpdateLearnedRule() {
  return useMutation({ mutationFn: updateLearnedRule });
}
