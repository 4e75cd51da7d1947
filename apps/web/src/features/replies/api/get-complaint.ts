import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TComplaint, getComplaintRoute } from '@gatling/shared/api/replies';
import { callApi } from '@/lib/api-client';

export const complaintKey = (interactionId: string) => ['complaint', interactionId] as const;

/** GET /complaint?interaction_id=: the feedback already given, or null when there is none yet. */
export function getComplaint(interactionId: string): Promise<TComplaint | null> {
  return callApi(getComplaintRoute, { query: { interaction_id: interactionId } });
}

export function useComplaint(interactionId: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: complaintKey(interactionId),
      queryFn: () => getComplaint(interactionId),
      enabled,
      retry: 1,
    }),
  );
}
