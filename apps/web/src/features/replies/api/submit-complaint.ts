import { saveComplaintRoute } from '@gatling/shared/api/replies-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TComplaint, TComplaintInput } from '@gatling/shared/api/replies';
import { callApi } from '@/lib/api-client';
import type { TMutationHandlers } from '@/lib/mutation-handlers';
import { complaintKey } from './get-complaint';

/** POST /complaint: curation feedback on one reply (docs/product/validation.md: not blank). */
export function submitComplaint(input: TComplaintInput) {
  return callApi(saveComplaintRoute, { body: input });
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
