import { likeConversationRoute } from '@gatling/shared/api/conversations-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TConversationLikeInput } from '@gatling/shared/api/conversations';
import { callApi } from '@/lib/api-client';
import type { TMutationHandlers } from '@/lib/mutation-handlers';
import { removeConversation } from './get-conversations';

/** POST /conversations/like: likes the post on its network; the item leaves the inbox. */
export function likeConversation(input: TConversationLikeInput) {
  return callApi(likeConversationRoute, { body: input });
}

export function useLikeConversation({
  onSuccess,
  onError,
}: TMutationHandlers<Awaited<ReturnType<typeof likeConversation>>, TConversationLikeInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: likeConversation,
    onSuccess: (answer, input) => {
      removeConversation(queryClient, answer.item_id);
      onSuccess?.(answer, input);
    },
    onError,
  });
}
