import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TPendingInteraction, listPendingInteractionsRoute } from '@gatling/shared/api/replies';
import { PENDING_INTERACTIONS_CACHE } from '@gatling/shared/spec';
import { callApi } from '@/lib/api-client';
import { useFallbackInterval } from '@/lib/live/live-events';
import { keepOrder } from '@/lib/keep-order';

export const PENDING_KEY = ['interactions', 'pending'] as const;

/** Only while the live stream is down (draft.created refetches the list otherwise). */
export const PENDING_FALLBACK_MS = 60_000;

/**
 * GET /interactions/pending: oldest first, the order of the review stack. Every platform's: the
 * platform filter narrows the stack in the page (use-review-queue), so the stack, its cache and
 * the outbox's updates to it stay one list whatever the filter.
 */
export async function getPendingInteractions(): Promise<TPendingInteraction[]> {
  const answer = await callApi(listPendingInteractionsRoute, { query: {} });
  return answer.interactions;
}

/** docs/product/limits.md: fresh 5 min, kept 30 min, 2 retries. */
export const pendingInteractionsQuery = () =>
  queryOptions({
    queryKey: PENDING_KEY,
    queryFn: getPendingInteractions,
    staleTime: PENDING_INTERACTIONS_CACHE.staleTimeMs,
    gcTime: PENDING_INTERACTIONS_CACHE.gcTimeMs,
    retry: PENDING_INTERACTIONS_CACHE.retry,
    // A refetch never reorders the cards the user is looking at: new drafts join at the back.
    structuralSharing: (previous: unknown, next: unknown) =>
      keepOrder(previous as TPendingInteraction[] | undefined, next as TPendingInteraction[]),
  });

export function usePendingInteractions() {
  const refetchInterval = useFallbackInterval(PENDING_FALLBACK_MS);
  return useQuery({ ...pendingInteractionsQuery(), refetchInterval });
}
