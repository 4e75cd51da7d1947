import { useQueryClient } from '@tanstack/react-query';
import { restoreScheduledRoute } from '@gatling/shared/api/scheduled-routes';
import { callApi } from '@/lib/api-client';
import { SCHEDULED_KEY } from './get-scheduled';

/** POST /scheduled/restore: the undo of a delete; answers the ids put back. */
export async function restoreScheduled(ids: readonly string[]): Promise<string[]> {
  const answer = await callApi(restoreScheduledRoute, { body: { interaction_ids: [...ids] } });
  return answer.restored_ids;
}

/**
 * The Undo of a delete toast. It outlives the screen (the toast stays when the user moves on), so
 * it is a plain call plus a refresh of the list, not a mutation tied to a mounted component.
 */
export function useRestoreScheduled() {
  const queryClient = useQueryClient();
  return async (ids: readonly string[]) => {
    try {
      return await restoreScheduled(ids);
    } finally {
      await queryClient.invalidateQueries({ queryKey: SCHEDULED_KEY });
    }
  };
}
