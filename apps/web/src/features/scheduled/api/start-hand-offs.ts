import { startHandOffsRoute } from '@gatling/shared/api/hand-offs-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { THandOffs } from '@gatling/shared/api/hand-offs';
import { callApi } from '@/lib/api-client';
import { HAND_OFFS_KEY } from './get-hand-offs';
import { SCHEDULED_KEY } from './get-scheduled';

/**
 * POST /scheduled/hand-offs/start: every ready reply waits for the user now, so each one's return
 * from X is looked for (check-posted). Answers the list the flow walks through.
 */
export function startHandOffs(): Promise<THandOffs> {
  return callApi(startHandOffsRoute);
}

export function useStartHandOffs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startHandOffs,
    onSuccess: (answer) => {
      queryClient.setQueryData(HAND_OFFS_KEY, answer);
      // The scheduled list shows them as the user's turn now.
      void queryClient.invalidateQueries({
        queryKey: SCHEDULED_KEY,
        predicate: (query) => query.queryKey[1] !== HAND_OFFS_KEY[1],
      });
    },
  });
}
