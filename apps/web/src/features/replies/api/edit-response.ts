import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type TEditRestoreInput,
  type TEditResponseAnswer,
  type TEditResponseInput,
  type TPendingInteraction,
  editResponseRoute,
  restoreResponseRoute,
} from '@gatling/shared/api/replies';
import { callApi } from '@/lib/api-client';
import type { TMutationHandlers } from '@/lib/mutation-handlers';
import { PENDING_KEY } from './get-pending-interactions';

/** POST /edit/response: rewrites a draft in place (the card's quick edits). */
export function editResponse(input: TEditResponseInput) {
  return callApi(editResponseRoute, { body: input });
}

/** POST /edit/restore: the undo of a quick edit, the text from before it put back. */
export function restoreResponse(input: TEditRestoreInput) {
  return callApi(restoreResponseRoute, { body: input });
}

/** A quick edit: the card shows the rewritten draft at once. */
export function useEditResponse(handlers: TMutationHandlers<TEditResponseAnswer, TEditResponseInput> = {}) {
  return useDraftMutation(editResponse, handlers);
}

/** The undo of a quick edit: the card shows the earlier text at once. */
export function useRestoreResponse(handlers: TMutationHandlers<TEditResponseAnswer, TEditRestoreInput> = {}) {
  return useDraftMutation(restoreResponse, handlers);
}

function useDraftMutation<TInput>(
  mutationFn: (input: TInput) => Promise<TEditResponseAnswer>,
  { onSuccess, onError }: TMutationHandlers<TEditResponseAnswer, TInput>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer, input) => {
      // The label follows the text: a demo rewrite of a model's draft is a demo draft.
      const { reply_id, suggested_response, drafted_by } = answer;
      queryClient.setQueryData<TPendingInteraction[]>(PENDING_KEY, (list) =>
        list?.map((i) => (i.id === reply_id ? { ...i, suggested_response, drafted_by } : i)),
      );
      onSuccess?.(answer, input);
    },
    onError,
  });
}
