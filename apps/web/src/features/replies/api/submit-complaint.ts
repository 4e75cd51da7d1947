import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZComplaint, type TComplaint, type TComplaintInput } from '@gatling/shared/api/replies';
import { apiRequest } from '@/lib/api-client';
import type { TMutationHandlers } from '@/lib/mutation-handlers';
import { complaintKey } from './get-complaint';

/** POST /complaint: curation feedback on one interaction (spec §5: not blank). */
export function submitComplaint(input: TComplaintInput) {
  return apiRequest('/complaint', ZComplaint, { method: 'POST', body: input });
}

export function useSubmitComplaint({
  onSuccess,
  onError,
}: TMutationHandlers<TComplaint, TComplaintInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitComplaint,
    onSuccess: (complaint, input) => {
      queryClient.setQueryData(complaintKey(complaint.interaction_id), complaint);
      onSuccess?.(complaint, input);
    },
    onError,
  });
}
