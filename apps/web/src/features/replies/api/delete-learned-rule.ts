import { deleteRuleRoute } from '@gatling/shared/api/rules-routes';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error';
import { callApi } from '@/lib/api-client';

/**
 * DELETE /qualification-rules/{trigger}: a rule learned from an edit, removed where it is shown. A
 * rule already gone (deleted on Reply Rules meanwhile) is what the user asked for, not a failure.
 */
export async function deleteLearnedRule(trigger: string): Promise<void> {
  try {
    await callApi(deleteRuleRoute, { params: { trigger } });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
}

export function useDeleteLearnedRule() {
  return useMutation({ mutationFn: deleteLearnedRule });
}
