import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TPlatform } from '@gatling/shared/api/platforms';
import type { TScheduledReply } from '@gatling/shared/api/scheduled';
import { listScheduledRoute } from '@gatling/shared/api/scheduled-routes';
import { callApi } from '@/lib/api-client';
import { useFallbackInterval } from '@/lib/live/live-events';

export const SCHEDULED_KEY = ['scheduled'] as const;

/**
 * Published replies leave the list and failed or waiting ones appear without a reload: the live
 * stream's reply.* events refetch it (app/live-query-sync); only while the stream is down is it
 * read again this often. The relative times move on at the same pace.
 */
export const SCHEDULED_REFRESH_MS = 30_000;

/** GET /scheduled?platform=: the replies approved and not yet published (a bare array), on one network or all. */
export function getScheduled(platform?: TPlatform): Promise<TScheduledReply[]> {
  return callApi(listScheduledRoute, { query: { platform } });
}

/** Under SCHEDULED_KEY, so a refresh or a delete reaches every platform's list. */
export const scheduledQuery = (platform?: TPlatform) =>
  queryOptions({
    queryKey: [...SCHEDULED_KEY, platform ?? 'all'],
    queryFn: () => getScheduled(platform),
    // Switching the platform keeps the list on screen until the other one arrives.
    placeholderData: keepPreviousData,
  });

export function useScheduled(platform?: TPlatform) {
  const refetchInterval = useFallbackInterval(SCHEDULED_REFRESH_MS);
  return useQuery({ ...scheduledQuery(platform), refetchInterval });
}
