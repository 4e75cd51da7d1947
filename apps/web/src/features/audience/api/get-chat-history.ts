import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZChatHistoryAnswer } from '@gatling/shared/api/audience';
import { CHAT_CACHE } from '@gatling/shared/spec';
import { apiRequest } from '@/lib/api-client';

export const CHAT_HISTORY_KEY = ['chat', 'history'] as const;

/** GET /chat/history/: the audience interview so far, oldest turn first. */
export function getChatHistory() {
  return apiRequest('/chat/history/', ZChatHistoryAnswer);
}

/** Spec §9: fresh 60 s. A failure starts the chat over with the greeting, so no retry delays it. */
export const chatHistoryQuery = () =>
  queryOptions({
    queryKey: CHAT_HISTORY_KEY,
    queryFn: getChatHistory,
    staleTime: CHAT_CACHE.staleTimeMs,
    retry: false,
  });

export function useChatHistory() {
  return useQuery(chatHistoryQuery());
}
