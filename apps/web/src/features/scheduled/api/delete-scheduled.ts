import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TScheduledReply } from '@gatling/shared/api/scheduled';
import { DELETE_SCHEDULED_MAX } from '@gatling/shared/api/scheduled-limits';
import { deleteScheduledRoute } from '@gatling/shared/api/scheduled-routes';
import { callApi } from '@/lib/api-client';
import type { TMutationHandlers } from '@/lib/mutation-handlers';
import { SCHEDULED_KEY } from './get-scheduled';

/**
 * DELETE /scheduled?interaction_ids=a,b,c (each id percent-encoded), in calls of at most
 * DELETE_SCHEDULED_MAX ids. Answers the ids the server deleted.
 */
export async function deleteScheduled(ids: readonly string[]): Promise<string[]> {
  const deleted: string[] = [];
  for (let i = 0; i < ids.length; i += DELETE_SCHEDULED_MAX) {
    const chunk = ids.slice(i, i + DELETE_SCHEDULED_MAX);
    const answer = await callApi(deleteScheduledRoute, { query: { interaction_ids: chunk } });
    deleted.push(...answer.deleted_ids);
  }
  return deleted;
}

/** One reply (its delete button) or several (the selection bar): the spec's texts differ. */
export type TDeleteScheduledInput = { ids: readonly string[]; kind: 'one' | 'many' };

/** Deletes and drops the deleted replies from the list at once; `onSuccess` gets the ids deleted. */
export function useDeleteScheduled({
  onSuccess,
  onError,
}: TMutationHandlers<string[], TDeleteScheduledInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids }: TDeleteScheduledInput) => deleteScheduled(ids),
    onSuccess: (deleted, input) => {
      const gone = new Set(deleted);
      // Every platform's list (the filter's and All) drops them.
      // The hand-offs query sits under the same key and is no list: only the lists change.
      queryClient.setQueriesData<TScheduledReply[]>(
        { queryKey: SCHEDULED_KEY, predicate: (query) => Array.isArray(query.state.data) },
        (list) => list?.filter((r) => !gone.has(r.id)),
      );
      onSuccess?.(deleted, input);
    },
    onError,
    // Part of a large delete may have gone through before a failure: read the list again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: SCHEDULED_KEY }),
  });
}
