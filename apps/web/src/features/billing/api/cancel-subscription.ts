import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCancelAnswer, TSubscriptionStatus } from '@gatling/shared/api/billing';
import { cancelSubscriptionRoute } from '@gatling/shared/api/billing-routes';
import { callApi } from '@/lib/api-client';
import type { TMutationHandlers } from '@/lib/mutation-handlers';
import { subscriptionStatusKey } from './get-subscription-status';

/** POST /cancel_subscription: cancels at the end of the paid period. */
export function cancelSubscription() {
  return callApi(cancelSubscriptionRoute);
}

export function useCancelSubscription({ onSuccess, onError }: TMutationHandlers<TCancelAnswer, void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (answer, variables) => {
      queryClient.setQueryData<TSubscriptionStatus>(subscriptionStatusKey, (old) =>
        old
          ? { ...old, cancel_at_period_end: answer.cancel_at_period_end, renewal_date: answer.renewal_date }
          : old,
      );
      void queryClient.invalidateQueries({ queryKey: subscriptionStatusKey });
      onSuccess?.(answer, variables);
    },
    onError,
  });
}
