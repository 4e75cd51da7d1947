import { useSearchParams } from '@/lib/router';
import type { TAnalyticsRange, TAnalyticsSort } from '@gatling/shared/api/analytics';
import { isAnalyticsRange, isAnalyticsSort } from '@gatling/shared/api/analytics-options';

export const DEFAULT_RANGE: TAnalyticsRange = '30d';
export const DEFAULT_SORT: TAnalyticsSort = 'engagement';

/**
 * The period and the replies' order, kept in the address (?range=7d&sort=likes) so a reload or a
 * shared link shows the same view. Defaults stay out of the address.
 */
export function useAnalyticsParams() {
  const [params, setParams] = useSearchParams();
  const rangeParam = params.get('range');
  const sortParam = params.get('sort');
  const range = isAnalyticsRange(rangeParam) ? rangeParam : DEFAULT_RANGE;
  const sort = isAnalyticsSort(sortParam) ? sortParam : DEFAULT_SORT;
  const set = (key: 'range' | 'sort', value: string, fallback: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === fallback) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return {
    range,
    sort,
    setRange: (value: TAnalyticsRange) => set('range', value, DEFAULT_RANGE),
    setSort: (value: TAnalyticsSort) => set('sort', value, DEFAULT_SORT),
  };
}
