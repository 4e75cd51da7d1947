import { updateRuleRoute } from '@gatling/shared/api/rules-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TQualificationRule, TRuleAnswer, TRulePatchInput } from '@gatling/shared/api/rules';
import { callApi } from '@/lib/api-client';
import type { TMutationHandlers } from '@/lib/mutation-handlers';
import { RULES_KEY } from './get-rules';

/** PATCH /qualification-rules/{trigger}: the trigger identifies the rule; the body has only the changes. */
export function updateRule(trigger: string, patch: TRulePatchInput) {
  return callApi(updateRuleRoute, { params: { trigger }, body: patch });
}

type TRuleUpdate = { trigger: string; patch: TRulePatchInput };

export function useUpdateRule({ onSuccess, onError }: TMutationHandlers<TRuleAnswer, TRuleUpdate> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ trigger, patch }: TRuleUpdate) => updateRule(trigger, patch),
    onSuccess: async (answer, update) => {
      onSuccess?.(answer, update);
      const { rule } = answer;
      const { trigger } = update;
      queryClient.setQueryData<TQualificationRule[]>(RULES_KEY, (list) =>
        list?.map((r) => (r.trigger_prompt === trigger ? rule : r)),
      );
      await queryClient.invalidateQueries({ queryKey: RULES_KEY });
    },
    onError,
  });
}
