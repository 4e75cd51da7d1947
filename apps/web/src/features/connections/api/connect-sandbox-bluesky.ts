import { connectSandboxBlueskyRoute } from '@gatling/shared/api/connections-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBlueskyProfile } from '@gatling/shared/api/connections';
import { callApi } from '@/lib/api-client';
import type { TMutationHandlers } from '@/lib/mutation-handlers';
import { SANDBOX_BLUESKY_ACCOUNTS_KEY } from './get-sandbox-bluesky-accounts';

/** POST /auth/bluesky/sandbox: connects the simulated account with that DID; answers its profile. */
export async function connectSandboxBluesky(did: string): Promise<TBlueskyProfile> {
  return (await callApi(connectSandboxBlueskyRoute, { body: { did } })).data;
}

/** Picking a simulated account: no password, so nothing to keep out of the mutation cache. */
export function useConnectSandboxBluesky({
  onSuccess,
  onError,
}: TMutationHandlers<TBlueskyProfile, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectSandboxBluesky,
    onSuccess: (profile, did) => {
      onSuccess?.(profile, did);
      // The list now says it is the user's; read it again when it next opens.
      void queryClient.invalidateQueries({ queryKey: SANDBOX_BLUESKY_ACCOUNTS_KEY });
    },
    onError,
  });
}
