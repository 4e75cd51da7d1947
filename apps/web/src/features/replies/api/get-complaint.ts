import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZComplaint, type TComplaint } from '@gatling/shared/api/replies';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

export const complaintKey = (interactionId: string) => ['complaint', interactionId] as const;

/** GET /complaint?interaction_id=: the feedback already given, or null (a 404 means none). */
export async function getComplaint(interactionId: string): Promise<TComplaint | null> {
  try {
    return await apiRequest(`/complaint?interaction_id=${encodeURIComponent(interactionId)}`, ZComplaint);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
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
