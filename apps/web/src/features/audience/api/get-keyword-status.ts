import { getKeywordStatusRoute } from '@gatling/shared/api/audience-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CHAT_CACHE } from '@gatling/shared/spec';
import { callApi } from '@/lib/api-client';

export const KEYWORD_STATUS_KEY = ['keyword', 'status'] as const;

/** GET /keyword/status: the monitoring keywords, active and inactive. */
export function getKeywordStatus() {
  return callApi(getKeywordStatusRoute);
}

/** docs/product/limits.md: fresh 60 s. */
export const keywordStatusQuery = () =>
  queryOptions({
    queryKey: KEYWORD_STATUS_KEY,
    queryFn: getKeywordStatus,
    staleTime: CHAT_CACHE.staleTimeMs,
  });

export function useKeywordStatus({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...keywordStatusQuery(), enabled });
}
