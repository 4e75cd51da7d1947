import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  encodeTriggerPrompt,
  ZRuleAnswer,
  type TQualificationRule,
  type TRulePatchInput,
} from '@gatling/shared/api/rules';
import { TEXT } from '@gatling/shared/spec';
import { toast } from '@/components/ui/toast';
import { apiRequest } from '@/lib/api-client';
import { failureDescription } from '../lib/failure-description';
import { RULES_KEY } from './get-rules';

/** PATCH /qualification-rules/{trigger}: the trigger identifies the rule; the body has only the changes. */
export function updateRule(trigger: string, patch: TRulePatchInput) {
  return apiRequest(`/qualification-rules/${encodeTriggerPrompt(trigger)}`, ZRuleAnswer, {
    method: 'PATCH',
    body: patch,
  });
}

export function useUpdateRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ trigger, patch }: { trigger: string; patch: TRulePatchInput }) =>
      updateRule(trigger, patch),
    onSuccess: async ({ rule }, { trigger }) => {
      toast({ title: TEXT.rules.updated, variant: 'success' });
      queryClient.setQueryData<TQualificationRule[]>(RULES_KEY, (list) =>
        list?.map((r) => (r.trigger_prompt === trigger ? rule : r)),
      );
      await queryClient.invalidateQueries({ queryKey: RULES_KEY });
    },
    onError: (error) =>
      toast({
        title: TEXT.rules.updateFailed,
        description: failureDescription(error),
        variant: 'destructive',
      }),
  });
}
