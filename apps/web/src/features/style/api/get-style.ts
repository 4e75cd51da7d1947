import { getStyleRoute } from '@gatling/shared/api/style-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { STYLE_CACHE } from '@gatling/shared/spec';
import { callApi } from '@/lib/api-client';

export const STYLE_KEY = ['users', 'style'] as const;

/** GET /users/style: the saved style text, where it came from and what was measured. */
export function getStyle() {
  return callApi(getStyleRoute);
}

/** docs/product/limits.md: fresh 5 min, kept 30 min, 2 retries. */
export const styleQuery = () =>
  queryOptions({
    queryKey: STYLE_KEY,
    queryFn: getStyle,
    staleTime: STYLE_CACHE.staleTimeMs,
    gcTime: STYLE_CACHE.gcTimeMs,
    retry: STYLE_CACHE.retry,
  });

export function useStyle() {
  return useQuery(styleQuery());
}
