import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSkipTrialAnswer } from '@gatling/shared/api/billing';
import { skipTrialRoute } from '@gatling/shared/api/billing-routes';
import { callApi } from '@/lib/api-client';
import type { TMutationHandlers } from '@/lib/mutation-handlers';
import { subscriptionStatusKey } from './get-subscription-status';

/** POST /subscription/skip-trial: team members only (the server checks the e-mail domain). */
export function skipTrial() {
  return callApi(skipTrialRoute);
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
