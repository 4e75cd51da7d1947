import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPendingInteractionsAnswer, type TPendingInteraction } from '@gatling/shared/api/replies';
import { PENDING_INTERACTIONS_CACHE } from '@gatling/shared/spec';
import { apiRequest } from '@/lib/api-client';

export const PENDING_KEY = ['interactions', 'pending'] as const;

/** GET /interactions/pending: oldest first, the order of the review stack. */
export async function getPendingInteractions(): Promise<TPendingInteraction[]> {
  const answer = await apiRequest('/interactions/pending', ZPendingInteractionsAnswer);
  return answer.interactions;
}

/** Spec §9: fresh 5 min, kept 30 min, 2 retries. */
export const pendingInteractionsQuery = () =>
  queryOptions({
    queryKey: PENDING_KEY,
    queryFn: getPendingInteractions,
    staleTime: PENDING_INTERACTIONS_CACHE.staleTimeMs,
    gcTime: PENDING_INTERACTIONS_CACHE.gcTimeMs,
    retry: PENDING_INTERACTIONS_CACHE.retry,
  });

export function usePendingInteractions() {
  return useQuery(pendingInteractionsQuery());
}
