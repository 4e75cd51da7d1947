import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZRulesCreateAnswer, type TQualificationRule, type TRuleInput } from '@gatling/shared/api/rules';
import { TEXT } from '@gatling/shared/spec';
import { toast } from '@/components/ui/toast';
import { apiRequest } from '@/lib/api-client';
import { failureDescription } from '../lib/failure-description';
import { RULES_KEY } from './get-rules';

/** POST /qualification-rules: the body is a list of rules; the screen adds one at a time. */
export function addRule(rule: TRuleInput) {
  return apiRequest('/qualification-rules', ZRulesCreateAnswer, { method: 'POST', body: [rule] });
}

export function useAddRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addRule,
    onSuccess: async ({ rules }) => {
      toast({ title: TEXT.rules.added, variant: 'success' });
      queryClient.setQueryData<TQualificationRule[]>(RULES_KEY, (list) => list && [...list, ...rules]);
      await queryClient.invalidateQueries({ queryKey: RULES_KEY });
    },
    onError: (error) =>
      toast({ title: TEXT.rules.addFailed, description: failureDescription(error), variant: 'destructive' }),
  });
}
