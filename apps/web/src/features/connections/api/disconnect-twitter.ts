import { disconnectTwitterRoute } from '@gatling/shared/api/connections-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTwitterDisconnectAnswer } from '@gatling/shared/api/connections';
import { callApi } from '@/lib/api-client';
import type { TMutationHandlers } from '@/lib/mutation-handlers';
import { TWITTER_PROFILE_KEY } from './get-twitter-profile';

/** DELETE /auth/twitter/profile. */
export function disconnectTwitter() {
  return callApi(disconnectTwitterRoute);
}

/** Disconnecting, then not connected after a refetch (docs/product/states.md Twitter connection). */
export function useDisconnectTwitter({
  onSuccess,
  onError,
}: TMutationHandlers<TTwitterDisconnectAnswer, void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectTwitter,
    onSuccess: async (answer, variables) => {
      onSuccess?.(answer, variables);
      await queryClient.invalidateQueries({ queryKey: TWITTER_PROFILE_KEY });
    },
    onError,
  });
}
