import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { TPlatform } from '@gatling/shared/api/platforms';
import type { TSentPage } from '@gatling/shared/api/scheduled';
import { listSentRoute } from '@gatling/shared/api/scheduled-routes';
import { callApi } from '@/lib/api-client';

export const SENT_KEY = ['sent'] as const;
export const SENT_PAGE_SIZE = 20;

/** GET /sent?limit=&cursor=&platform=: a page of the published replies, newest first. */
export function getSent(cursor: string | null, platform?: TPlatform): Promise<TSentPage> {
  return callApi(listSentRoute, { query: { limit: SENT_PAGE_SIZE, cursor: cursor || undefined, platform } });
}

export const sentQuery = (platform?: TPlatform) =>
  infiniteQueryOptions({
    queryKey: [...SENT_KEY, platform ?? 'all'],
    queryFn: ({ pageParam }) => getSent(pageParam, platform),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    placeholderData: keepPreviousData,
  });

export function useSent(platform?: TPlatform) {
  return useInfiniteQuery(sentQuery(platform));
}
