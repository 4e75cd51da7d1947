import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCancelAnswer, type TSubscriptionStatus } from '@gatling/shared/api/billing';
import { TEXT } from '@gatling/shared/spec';
import { toast } from '@/components/ui/toast';
import { apiRequest } from '@/lib/api-client';
import { subscriptionStatusKey } from './get-subscription-status';

/** POST /cancel_subscription: cancels at the end of the paid period. */
export function cancelSubscription() {
  return apiRequest('/cancel_subscription', ZCancelAnswer, { method: 'POST' });
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (answer) => {
      queryClient.setQueryData<TSubscriptionStatus>(subscriptionStatusKey, (old) =>
        old
          ? { ...old, cancel_at_period_end: answer.cancel_at_period_end, renewal_date: answer.renewal_date }
          : old,
      );
      void queryClient.invalidateQueries({ queryKey: subscriptionStatusKey });
      toast({ title: TEXT.subscription.cancelled, variant: 'success' });
    },
    onError: () => toast({ title: TEXT.subscription.cancelFailed, variant: 'destructive' }),
  });
}
