import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCheckPostedAnswer } from '@gatling/shared/api/scheduled';
import { checkPostedRoute } from '@gatling/shared/api/scheduled-routes';
import { callApi } from '@/lib/api-client';
import { SCHEDULED_KEY } from './get-scheduled';
import { SENT_KEY } from './get-sent';

/**
 * POST /scheduled/:id/check-posted: the user came back from X's reply page; the server looks for
 * their reply to that post now and, when it is there, marks this reply sent.
 */
export function checkPosted(id: string): Promise<TCheckPostedAnswer> {
  return callApi(checkPostedRoute, { params: { id } });
}

export function useCheckPosted(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => checkPosted(id),
    onSuccess: async (answer) => {
      if (!answer.posted) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: SCHEDULED_KEY }),
        queryClient.invalidateQueries({ queryKey: SENT_KEY }),
      ]);
    },
  });
}
