import { getBlueskyProfileRoute } from '@gatling/shared/api/connections-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBlueskyProfile } from '@gatling/shared/api/connections';
import { TWITTER_PROFILE_CACHE } from '@gatling/shared/spec';
import { callApi } from '@/lib/api-client';

export const BLUESKY_PROFILE_KEY = ['bluesky', 'profile'] as const;

/** GET /auth/bluesky/profile: 204 means no account connected (null). */
export async function getBlueskyProfile(): Promise<TBlueskyProfile | null> {
  const answer = await callApi(getBlueskyProfileRoute);
  return answer?.data ?? null;
}

// A connected account's profile is cached like X's (docs/product/limits.md#cache-times).
export const blueskyProfileQuery = () =>
  queryOptions({
    queryKey: BLUESKY_PROFILE_KEY,
    queryFn: getBlueskyProfile,
    staleTime: TWITTER_PROFILE_CACHE.staleTimeMs,
    gcTime: TWITTER_PROFILE_CACHE.gcTimeMs,
    retry: TWITTER_PROFILE_CACHE.retry,
  });

export function useBlueskyProfile() {
  return useQuery(blueskyProfileQuery());
}
