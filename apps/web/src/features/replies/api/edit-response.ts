import { editResponseRoute, restoreResponseRoute } from '@gatling/shared/api/replies-routes';
import { useCallback, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TEditRestoreInput,
  TEditResponseAnswer,
  TEditResponseInput,
  TPendingReply,
} from '@gatling/shared/api/replies';
import { callApi } from '@/lib/api-client';
import type { TMutationHandlers } from '@/lib/mutation-handlers';
import { PENDING_KEY } from './get-pending-replies';

/**
 * POST /edit/response: rewrites a draft in place (the card's quick edits). Aborting `signal` closes
 * the request; the server then closes the model call and changes nothing.
 */
export function editResponse(input: TEditResponseInput, signal?: AbortSignal) {
  return callApi(editResponseRoute, { body: input, ...(signal ? { signal } : {}) });
}

/** A request the user cancelled (its fetch was aborted): nothing happened, nothing to tell. */
export const isCancelled = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * A mutation function whose request can be cancelled: `cancel` aborts the one in flight, which then
 * fails with an AbortError (isCancelled) instead of answering.
 */
export function useCancellable<TInput, TAnswer>(
  send: (input: TInput, signal: AbortSignal) => Promise<TAnswer>,
) {
  const inFlight = useRef<AbortController | null>(null);
  const run = useCallback(
    (input: TInput) => {
      const controller = new AbortController();
      inFlight.current = controller;
      return send(input, controller.signal);
    },
    [send],
  );
  const cancel = useCallback(() => inFlight.current?.abort(), []);
  return { run, cancel };
}

/** POST /edit/restore: the undo of a quick edit, the text from before it put back. */
export function restoreResponse(input: TEditRestoreInput) {
  return callApi(restoreResponseRoute, { body: input });
}

/** A quick edit: the card shows the rewritten draft at once. `cancel` stops it (isCancelled). */
export function useEditResponse(handlers: TMutationHandlers<TEditResponseAnswer, TEditResponseInput> = {}) {
  const { run, cancel } = useCancellable(editResponse);
  return { ...useDraftMutation(run, handlers), cancel };
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
      queryClient.setQueryData<TPendingReply[]>(PENDING_KEY, (list) =>
        list?.map((i) => (i.id === reply_id ? { ...i, suggested_response, drafted_by } : i)),
      );
      onSuccess?.(answer, input);
    },
    onError,
  });
}
