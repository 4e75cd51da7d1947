import { listSandboxBlueskyAccountsRoute } from '@gatling/shared/api/connections-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const SANDBOX_BLUESKY_ACCOUNTS_KEY = ['bluesky', 'sandbox-accounts'] as const;

/** GET /auth/bluesky/sandbox/accounts: the simulated accounts the user may connect (decision 0067). */
export async function getSandboxBlueskyAccounts() {
  return (await callApi(listSandboxBlueskyAccountsRoute)).data;
}

export const sandboxBlueskyAccountsQuery = () =>
  queryOptions({
    queryKey: SANDBOX_BLUESKY_ACCOUNTS_KEY,
    queryFn: getSandboxBlueskyAccounts,
    // Read again each time the list opens: another user may have picked one meanwhile.
    staleTime: 0,
    retry: false,
  });

export function useSandboxBlueskyAccounts() {
  return useQuery(sandboxBlueskyAccountsQuery());
}
