import { useMutation, useQueryClient } from '@tanstack/react-query';
import { encodeTriggerPrompt, ZRuleDeleteAnswer, type TQualificationRule } from '@gatling/shared/api/rules';
import { TEXT } from '@gatling/shared/spec';
import { toast } from '@/components/ui/toast';
import { apiRequest } from '@/lib/api-client';
import { failureDescription } from '../lib/failure-description';
import { RULES_KEY } from './get-rules';

/** DELETE /qualification-rules/{trigger}. */
export function deleteRule(trigger: string) {
  return apiRequest(`/qualification-rules/${encodeTriggerPrompt(trigger)}`, ZRuleDeleteAnswer, {
    method: 'DELETE',
  });
}

export function useDeleteRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRule,
    onSuccess: async (_answer, trigger) => {
      toast({ title: TEXT.rules.deleted, variant: 'success' });
      queryClient.setQueryData<TQualificationRule[]>(RULES_KEY, (list) =>
        list?.filter((r) => r.trigger_prompt !== trigger),
      );
      await queryClient.invalidateQueries({ queryKey: RULES_KEY });
    },
    onError: (error) =>
      toast({
        title: TEXT.rules.deleteFailed,
        description: failureDescription(error),
        variant: 'destructive',
      }),
  });
}
