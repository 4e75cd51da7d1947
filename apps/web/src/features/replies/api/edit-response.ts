import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZEditResponseAnswer,
  type TEditResponseAnswer,
  type TEditResponseInput,
  type TPendingInteraction,
} from '@gatling/shared/api/replies';
import { apiRequest } from '@/lib/api-client';
import type { TMutationHandlers } from '@/lib/mutation-handlers';
import { PENDING_KEY } from './get-pending-interactions';

/** POST /edit/response: rewrites a draft in place (the card's quick edits). */
export function editResponse(input: TEditResponseInput) {
  return apiRequest('/edit/response', ZEditResponseAnswer, { method: 'POST', body: input });
}

/** A quick edit: the card shows the rewritten draft at once. */
export function useEditResponse({
  onSuccess,
  onError,
}: TMutationHandlers<TEditResponseAnswer, TEditResponseInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editResponse,
    onSuccess: (answer, input) => {
      const { reply_id, suggested_response } = answer;
      queryClient.setQueryData<TPendingInteraction[]>(PENDING_KEY, (list) =>
        list?.map((i) => (i.id === reply_id ? { ...i, suggested_response } : i)),
      );
      onSuccess?.(answer, input);
    },
    onError,
  });
}
