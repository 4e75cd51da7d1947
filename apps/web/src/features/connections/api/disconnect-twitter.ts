import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZTwitterDisconnectAnswer, type TTwitterDisconnectAnswer } from '@gatling/shared/api/connections';
import { apiRequest } from '@/lib/api-client';
import type { TMutationHandlers } from '@/lib/mutation-handlers';
import { TWITTER_PROFILE_KEY } from './get-twitter-profile';

/** DELETE /auth/twitter/profile. */
export function disconnectTwitter() {
  return apiRequest('/auth/twitter/profile', ZTwitterDisconnectAnswer, { method: 'DELETE' });
}

/** Disconnecting, then not connected after a refetch (spec §4 Twitter connection). */
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
