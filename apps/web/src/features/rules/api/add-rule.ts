import { createRulesRoute } from '@gatling/shared/api/rules-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TQualificationRule, TRuleInput, TRulesCreateAnswer } from '@gatling/shared/api/rules';
import { callApi } from '@/lib/api-client';
import type { TMutationHandlers } from '@/lib/mutation-handlers';
import { RULES_KEY } from './get-rules';

/** POST /qualification-rules: the body is a list of rules; the screen adds one at a time. */
export function addRule(rule: TRuleInput) {
  return callApi(createRulesRoute, { body: [rule] });
}

export function useAddRule({ onSuccess, onError }: TMutationHandlers<TRulesCreateAnswer, TRuleInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addRule,
    onSuccess: async (answer, rule) => {
      onSuccess?.(answer, rule);
      queryClient.setQueryData<TQualificationRule[]>(RULES_KEY, (list) => list && [...list, ...answer.rules]);
      await queryClient.invalidateQueries({ queryKey: RULES_KEY });
    },
    onError,
  });
}
