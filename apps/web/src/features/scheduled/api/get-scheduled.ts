import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZScheduledAnswer, type TScheduledReply } from '@gatling/shared/api/scheduled';
import { apiRequest } from '@/lib/api-client';

export const SCHEDULED_KEY = ['scheduled'] as const;

/** Published replies leave the list and failed or waiting ones appear without a reload. */
export const SCHEDULED_REFRESH_MS = 30_000;

/** GET /scheduled: the replies approved and not yet published (a bare array). */
export function getScheduled(): Promise<TScheduledReply[]> {
  return apiRequest('/scheduled', ZScheduledAnswer);
}

export const scheduledQuery = () =>
  queryOptions({ queryKey: SCHEDULED_KEY, queryFn: getScheduled, refetchInterval: SCHEDULED_REFRESH_MS });

export function useScheduled() {
  return useQuery(scheduledQuery());
}
