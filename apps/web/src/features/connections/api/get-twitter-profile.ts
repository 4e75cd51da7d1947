import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZTwitterProfileAnswer, type TTwitterProfile } from '@gatling/shared/api/connections';
import { TEXT, TWITTER_PROFILE_CACHE } from '@gatling/shared/spec';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

export const TWITTER_PROFILE_KEY = ['twitter', 'profile'] as const;

/** GET /auth/twitter/profile: 204 means no account connected (null). */
export async function getTwitterProfile(): Promise<TTwitterProfile | null> {
  try {
    const answer = await apiRequest('/auth/twitter/profile', ZTwitterProfileAnswer.nullable());
    return answer?.data ?? null;
  } catch (err) {
    // A non-OK answer reads as the spec's message; a network failure keeps its own.
    if (err instanceof ApiError && err.status > 0)
      throw new Error(TEXT.twitter.fetchProfileFailed, { cause: err });
    throw err;
  }
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
