import { disconnectBlueskyRoute } from '@gatling/shared/api/connections-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBlueskyDisconnectAnswer } from '@gatling/shared/api/connections';
import { callApi } from '@/lib/api-client';
import type { TMutationHandlers } from '@/lib/mutation-handlers';
import { BLUESKY_PROFILE_KEY } from './get-bluesky-profile';

/** DELETE /auth/bluesky/profile. */
export function disconnectBluesky() {
  return callApi(disconnectBlueskyRoute);
}

/** Disconnecting, then not connected after a refetch (as X's, docs/product/states.md#twitter-connection). */
export function useDisconnectBluesky({
  onSuccess,
  onError,
}: TMutationHandlers<TBlueskyDisconnectAnswer, void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectBluesky,
    onSuccess: async (answer, variables) => {
      onSuccess?.(answer, variables);
      await queryClient.invalidateQueries({ queryKey: BLUESKY_PROFILE_KEY });
    },
    onError,
  });
}
