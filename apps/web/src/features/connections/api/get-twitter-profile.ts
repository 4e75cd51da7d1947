import { getTwitterProfileRoute } from '@gatling/shared/api/connections-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTwitterProfile } from '@gatling/shared/api/connections';
import { TWITTER_PROFILE_CACHE } from '@gatling/shared/spec';
import { callApi } from '@/lib/api-client';

export const TWITTER_PROFILE_KEY = ['twitter', 'profile'] as const;

/** GET /auth/twitter/profile: 204 means no account connected (null). */
export async function getTwitterProfile(): Promise<TTwitterProfile | null> {
  const answer = await callApi(getTwitterProfileRoute);
  return answer?.data ?? null;
}

export const twitterProfileQuery = () =>
  queryOptions({
    queryKey: TWITTER_PROFILE_KEY,
    queryFn: getTwitterProfile,
    staleTime: TWITTER_PROFILE_CACHE.staleTimeMs,
    gcTime: TWITTER_PROFILE_CACHE.gcTimeMs,
    retry: TWITTER_PROFILE_CACHE.retry,
  });

export function useTwitterProfile() {
  return useQuery(twitterProfileQuery());
}
