import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSubscriptionStatus } from '@gatling/shared/api/billing';
import { getSubscriptionStatusRoute } from '@gatling/shared/api/billing-routes';
import { callApi } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

export const subscriptionStatusKey = ['subscription', 'status'] as const;

/** GET /subscription/status. */
export function getSubscriptionStatus(signal?: AbortSignal): Promise<TSubscriptionStatus> {
  return callApi(getSubscriptionStatusRoute, signal ? { signal } : {});
}

export function subscriptionStatusQuery() {
  return queryOptions({
    queryKey: subscriptionStatusKey,
    queryFn: ({ signal }) => getSubscriptionStatus(signal),
    staleTime: 30_000,
    // A dropped connection is worth one more try; an answer from the server is not going to change.
    retry: (failures, error) => failures < 1 && error instanceof ApiError && error.status === 0,
  });
}

/** The signed-in user's subscription; on error the screen shows TEXT.subscription.statusFailed. */
export function useSubscriptionStatus() {
  return useQuery(subscriptionStatusQuery());
}
