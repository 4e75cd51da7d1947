import { suggestCoreUsersRoute } from '@gatling/shared/api/core-users-routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** Apart from ['core-users']: adding a user refreshes the list, not the suggestions. */
export const ACCOUNT_SUGGESTIONS_KEY = ['account-suggestions'] as const;

/** GET /core-users/suggestions?q=: accounts of the simulated network matching part of a handle or name. */
export function getAccountSuggestions(text: string, signal?: AbortSignal) {
  return callApi(suggestCoreUsersRoute, { query: { q: text }, ...(signal ? { signal } : {}) });
}

export const accountSuggestionsQuery = (text: string) =>
  queryOptions({
    queryKey: [...ACCOUNT_SUGGESTIONS_KEY, text.toLowerCase()],
    queryFn: ({ signal }) => getAccountSuggestions(text, signal),
    // The network's accounts do not change while someone types.
    staleTime: 5 * 60_000,
    retry: false,
  });

/** Asks only when `enabled` (the simulated network is the platform) and there is something typed. */
export function useAccountSuggestions(text: string, enabled: boolean) {
  return useQuery({
    ...accountSuggestionsQuery(text),
    enabled: enabled && text !== '',
    // The previous matches stay while the next ones load, so the list does not flicker.
    placeholderData: keepPreviousData,
  });
}
