import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type TSentPage } from '@gatling/shared/api/scheduled';
import { listSentRoute } from '@gatling/shared/api/scheduled-routes';
import { callApi } from '@/lib/api-client';

export const SENT_KEY = ['sent'] as const;
export const SENT_PAGE_SIZE = 20;

/** GET /sent?limit=&cursor=: a page of the published replies, newest first. */
export function getSent(cursor: string | null): Promise<TSentPage> {
  return callApi(listSentRoute, { query: { limit: SENT_PAGE_SIZE, cursor: cursor || undefined } });
}

export const sentQuery = () =>
  infiniteQueryOptions({
    queryKey: SENT_KEY,
    queryFn: ({ pageParam }) => getSent(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });

export function useSent() {
  return useInfiniteQuery(sentQuery());
}
