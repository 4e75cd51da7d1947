import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TScheduledReply } from '@gatling/shared/api/scheduled';
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

/** GET /scheduled: the replies approved and not yet published (a bare array). */
export function getScheduled(): Promise<TScheduledReply[]> {
  return callApi(listScheduledRoute);
}

export const scheduledQuery = () => queryOptions({ queryKey: SCHEDULED_KEY, queryFn: getScheduled });

export function useScheduled() {
  const refetchInterval = useFallbackInterval(SCHEDULED_REFRESH_MS);
  return useQuery({ ...scheduledQuery(), refetchInterval });
}
