import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TScheduledReply } from '@gatling/shared/api/scheduled';
import { retryScheduledRoute } from '@gatling/shared/api/scheduled-routes';
import { callApi } from '@/lib/api-client';
import { SCHEDULED_KEY } from './get-scheduled';

/**
 * POST /scheduled/:id/retry: a failed reply back in the schedule, due now. The server posts it
 * only after looking for a post an earlier attempt may have made, so a retry never posts it twice.
 * Answers the reply as the list shows it.
 */
export function retryScheduled(id: string): Promise<TScheduledReply> {
  return callApi(retryScheduledRoute, { params: { id } });
}

/** Retries and puts the answer in place in every platform's list at once. */
export function useRetryScheduled(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => retryScheduled(id),
    onSuccess: (reply) => {
      // The hand-offs query sits under the same key and is no list: only the lists change.
      queryClient.setQueriesData<TScheduledReply[]>(
        { queryKey: SCHEDULED_KEY, predicate: (query) => Array.isArray(query.state.data) },
        (list) => list?.map((r) => (r.id === reply.id ? reply : r)),
      );
    },
    // It may have been retried or deleted elsewhere meanwhile: read the list again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: SCHEDULED_KEY }),
  });
}
