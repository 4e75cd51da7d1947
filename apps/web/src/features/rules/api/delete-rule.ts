import { deleteRuleRoute } from '@gatling/shared/api/rules-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TQualificationRule, TRuleDeleteAnswer } from '@gatling/shared/api/rules';
import { callApi } from '@/lib/api-client';
import type { TMutationHandlers } from '@/lib/mutation-handlers';
import { RULES_KEY } from './get-rules';

/** DELETE /qualification-rules/{trigger}. */
export function deleteRule(trigger: string) {
  return callApi(deleteRuleRoute, { params: { trigger } });
}

export function useDeleteRule({ onSuccess, onError }: TMutationHandlers<TRuleDeleteAnswer, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRule,
    onSuccess: async (answer, trigger) => {
      onSuccess?.(answer, trigger);
      queryClient.setQueryData<TQualificationRule[]>(RULES_KEY, (list) =>
        list?.filter((r) => r.trigger_prompt !== trigger),
      );
      await queryClient.invalidateQueries({ queryKey: RULES_KEY });
    },
    onError,
  });
}
