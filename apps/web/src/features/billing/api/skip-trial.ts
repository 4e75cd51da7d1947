import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSkipTrialAnswer } from '@gatling/shared/api/billing';
import { toast } from '@/components/ui/toast';
import { apiRequest } from '@/lib/api-client';
import { serverDetail } from '@/lib/api-error';
import { subscriptionStatusKey } from './get-subscription-status';

/** POST /subscription/skip-trial: team members only (the server checks the e-mail domain). */
export function skipTrial() {
  return apiRequest('/subscription/skip-trial', ZSkipTrialAnswer, { method: 'POST' });
}

export function useSkipTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: skipTrial,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionStatusKey }),
    // The spec has no text for this; the server's message says why (e.g. not a team address).
    onError: (error) =>
      toast({
        title: serverDetail(error) ?? 'Could not skip this step. Please try again.',
        variant: 'destructive',
      }),
  });
}
