import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { TChatSession } from '@gatling/shared/api/agent';
import { TEXT } from '@gatling/shared/spec';
import { toast } from '@/components/ui/toast';
import { apiRequest } from '@/lib/api-client';
import { serverDetail } from '@/lib/api-error';
import { CHAT_SESSIONS_KEY } from './get-chat-sessions';
import { chatSessionKey } from './get-chat-session';

/** DELETE /agent/session/{id}: 204, no body (whatever comes back is not used). */
export function deleteChatSession(id: string) {
  return apiRequest(`/agent/session/${encodeURIComponent(id)}`, z.unknown(), { method: 'DELETE' });
}

/** Deletes a session: 'Chat session deleted', or 'Failed to delete chat session' with the server's reason. */
export function useDeleteChatSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChatSession,
    onSuccess: async (_answer, id) => {
      toast({ title: TEXT.chat.deleted, variant: 'success' });
      queryClient.setQueryData<TChatSession[]>(CHAT_SESSIONS_KEY, (list) => list?.filter((s) => s.id !== id));
      queryClient.removeQueries({ queryKey: chatSessionKey(id) });
      await queryClient.invalidateQueries({ queryKey: CHAT_SESSIONS_KEY });
    },
    onError: (error) =>
      toast({
        title: TEXT.chat.deleteFailed,
        description: serverDetail(error) ?? undefined,
        variant: 'destructive',
      }),
  });
}
