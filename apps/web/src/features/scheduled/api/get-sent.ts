import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ZSentPage, type TSentPage } from '@gatling/shared/api/scheduled';
import { apiRequest } from '@/lib/api-client';

export const SENT_KEY = ['sent'] as const;
export const SENT_PAGE_SIZE = 20;

/** GET /sent?limit=&cursor=: a page of the published replies, newest first. */
export function getSent(cursor: string | null): Promise<TSentPage> {
  const params = new URLSearchParams({ limit: String(SENT_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return apiRequest(`/sent?${params.toString()}`, ZSentPage);
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
