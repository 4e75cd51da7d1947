import { dismissConversationRoute } from '@gatling/shared/api/conversations-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TConversationDismissInput } from '@gatling/shared/api/conversations';
import { callApi } from '@/lib/api-client';
import type { TMutationHandlers } from '@/lib/mutation-handlers';
import { removeConversation } from './get-conversations';

/** POST /conversations/dismiss: the item leaves the inbox with no answer (its follow-up too). */
export function dismissConversation(input: TConversationDismissInput) {
  return callApi(dismissConversationRoute, { body: input });
}

export function useDismissConversation({
  onSuccess,
  onError,
}: TMutationHandlers<Awaited<ReturnType<typeof dismissConversation>>, TConversationDismissInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissConversation,
    onSuccess: (answer, input) => {
      removeConversation(queryClient, answer.item_id);
      onSuccess?.(answer, input);
    },
    onError,
  });
}
