import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSkipTrialAnswer, type TSkipTrialAnswer } from '@gatling/shared/api/billing';
import { apiRequest } from '@/lib/api-client';
import type { TMutationHandlers } from '@/lib/mutation-handlers';
import { subscriptionStatusKey } from './get-subscription-status';

/** POST /subscription/skip-trial: team members only (the server checks the e-mail domain). */
export function skipTrial() {
  return apiRequest('/subscription/skip-trial', ZSkipTrialAnswer, { method: 'POST' });
}

export function useSkipTrial({ onSuccess, onError }: TMutationHandlers<TSkipTrialAnswer, void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: skipTrial,
    onSuccess: (answer, variables) => {
      onSuccess?.(answer, variables);
      return queryClient.invalidateQueries({ queryKey: subscriptionStatusKey });
    },
    onError,
  });
}
