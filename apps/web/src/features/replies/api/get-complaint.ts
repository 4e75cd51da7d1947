import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZComplaintOrNone, type TComplaint } from '@gatling/shared/api/replies';
import { apiRequest } from '@/lib/api-client';

export const complaintKey = (interactionId: string) => ['complaint', interactionId] as const;

/** GET /complaint?interaction_id=: the feedback already given, or null when there is none yet. */
export function getComplaint(interactionId: string): Promise<TComplaint | null> {
  return apiRequest(`/complaint?interaction_id=${encodeURIComponent(interactionId)}`, ZComplaintOrNone);
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
