import { listPendingRepliesRoute } from '@gatling/shared/api/replies-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPendingReply } from '@gatling/shared/api/replies';
import { PENDING_REPLIES_CACHE } from '@gatling/shared/spec';
import { callApi } from '@/lib/api-client';
import { useFallbackInterval } from '@/lib/live/live-events';
import { keepOrder } from '@/lib/keep-order';

export const PENDING_KEY = ['replies', 'pending'] as const;

/** Only while the live stream is down (draft.created refetches the list otherwise). */
export const PENDING_FALLBACK_MS = 60_000;

/**
 * GET /interactions/pending: oldest first, the order of the review stack. Every platform's: the
 * platform filter narrows the stack in the page (use-review-queue), so the stack, its cache and
 * the outbox's updates to it stay one list whatever the filter.
 */
export async function getPendingReplies(): Promise<TPendingReply[]> {
  const answer = await callApi(listPendingRepliesRoute, { query: {} });
  return answer.interactions;
}

/** docs/product/limits.md: fresh 5 min, kept 30 min, 2 retries. */
export const pendingRepliesQuery = () =>
  queryOptions({
    queryKey: PENDING_KEY,
    queryFn: getPendingReplies,
    staleTime: PENDING_REPLIES_CACHE.staleTimeMs,
    gcTime: PENDING_REPLIES_CACHE.gcTimeMs,
    retry: PENDING_REPLIES_CACHE.retry,
    // A refetch never reorders the cards the user is looking at: new drafts join at the back.
    structuralSharing: (previous: unknown, next: unknown) =>
      keepOrder(previous as TPendingReply[] | undefined, next as TPendingReply[]),
  });

export function usePendingReplies() {
  const refetchInterval = useFallbackInterval(PENDING_FALLBACK_MS);
  return useQuery({ ...pendingRepliesQuery(), refetchInterval });
}
