import { getAnalyticsSummaryRoute } from '@gatling/shared/api/analytics-routes';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPlatform } from '@gatling/shared/api/platforms';
import type { TAnalyticsRange, TAnalyticsSummary } from '@gatling/shared/api/analytics';
import { callApi } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { useLiveEvent } from '@/lib/live/live-events';

export const ANALYTICS_KEY = ['analytics'] as const;

/**
 * GET /analytics/summary?range=&tz=&platform=: the period's figures, on one network or all; `tz`
 * places the hours of the day.
 */
export function getAnalyticsSummary(
  range: TAnalyticsRange,
  tz: string,
  platform?: TPlatform,
): Promise<TAnalyticsSummary> {
  return callApi(getAnalyticsSummaryRoute, { query: { range, tz, platform } });
}

/** A 402 will not change by asking again: the paywall has opened already. */
export const retryUnlessPlan = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status === 402) && count < 2;

export const analyticsSummaryQuery = (range: TAnalyticsRange, tz: string, platform?: TPlatform) =>
  queryOptions({
    queryKey: [...ANALYTICS_KEY, 'summary', range, tz, platform ?? 'all'],
    queryFn: () => getAnalyticsSummary(range, tz, platform),
    // Switching the period or the platform keeps the last figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
    // Figures are read hourly: no need to ask again on every mount.
    staleTime: 60_000,
    retry: retryUnlessPlan,
  });

/**
 * The summary, asked again when a monitoring run ends (its model calls are in), a reply goes out or
 * an answer comes in (conversations.changed), so model usage and conversations keep up.
 */
export function useAnalyticsSummary(range: TAnalyticsRange, tz: string, platform?: TPlatform) {
  const queryClient = useQueryClient();
  useLiveEvent((event) => {
    if (
      event.type === 'monitor.finished' ||
      event.type === 'reply.published' ||
      event.type === 'conversations.changed'
    ) {
      void queryClient.invalidateQueries({ queryKey: [...ANALYTICS_KEY, 'summary'] });
    }
  });
  return useQuery(analyticsSummaryQuery(range, tz, platform));
}
