import { getComplaintRoute } from '@gatling/shared/api/replies-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TComplaint } from '@gatling/shared/api/replies';
import { callApi } from '@/lib/api-client';

export const complaintKey = (replyId: string) => ['complaint', replyId] as const;

/** GET /complaint?interaction_id=: the feedback already given, or null when there is none yet. */
export function getComplaint(replyId: string): Promise<TComplaint | null> {
  return callApi(getComplaintRoute, { query: { interaction_id: replyId } });
}

export function useComplaint(replyId: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: complaintKey(replyId),
      queryFn: () => getComplaint(replyId),
      enabled,
      retry: 1,
    }),
  );
}
