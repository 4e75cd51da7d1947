import { deleteChatSessionRoute } from '@gatling/shared/api/agent-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TChatSession } from '@gatling/shared/api/agent';
import { callApi } from '@/lib/api-client';
import type { TMutationHandlers } from '@/lib/mutation-handlers';
import { CHAT_SESSIONS_KEY } from './get-chat-sessions';
import { chatSessionKey } from './get-chat-session';

/** DELETE /agent/session/{id}: 204, no body (whatever comes back is not used). */
export function deleteChatSession(id: string) {
  return callApi(deleteChatSessionRoute, { params: { id } });
}

/** Deletes a session and drops it from the list at once. */
export function useDeleteChatSession({ onSuccess, onError }: TMutationHandlers<unknown, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChatSession,
    onSuccess: async (answer, id) => {
      onSuccess?.(answer, id);
      queryClient.setQueryData<TChatSession[]>(CHAT_SESSIONS_KEY, (list) => list?.filter((s) => s.id !== id));
      queryClient.removeQueries({ queryKey: chatSessionKey(id) });
      await queryClient.invalidateQueries({ queryKey: CHAT_SESSIONS_KEY });
    },
    onError,
  });
}
