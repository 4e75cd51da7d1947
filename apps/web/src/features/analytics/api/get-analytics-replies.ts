import { listAnalyticsRepliesRoute } from '@gatling/shared/api/analytics-routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TPlatform } from '@gatling/shared/api/platforms';
import type { TAnalyticsRange, TAnalyticsRepliesAnswer, TAnalyticsSort } from '@gatling/shared/api/analytics';
import { callApi } from '@/lib/api-client';
import { ANALYTICS_KEY, retryUnlessPlan } from './get-analytics-summary';

/** GET /analytics/replies?range=&sort=&platform=: the period's published replies and what each earned. */
export function getAnalyticsReplies(
  range: TAnalyticsRange,
  sort: TAnalyticsSort,
  platform?: TPlatform,
): Promise<TAnalyticsRepliesAnswer> {
  return callApi(listAnalyticsRepliesRoute, { query: { range, sort, platform } });
}

export const analyticsRepliesQuery = (range: TAnalyticsRange, sort: TAnalyticsSort, platform?: TPlatform) =>
  queryOptions({
    queryKey: [...ANALYTICS_KEY, 'replies', range, sort, platform ?? 'all'],
    queryFn: () => getAnalyticsReplies(range, sort, platform),
    placeholderData: keepPreviousData,
    // Figures are read hourly: no need to ask again on every mount.
    staleTime: 60_000,
    retry: retryUnlessPlan,
  });

export function useAnalyticsReplies(
  range: TAnalyticsRange,
  sort: TAnalyticsSort,
  platform?: TPlatform,
  enabled = true,
) {
  return useQuery({ ...analyticsRepliesQuery(range, sort, platform), enabled });
}
