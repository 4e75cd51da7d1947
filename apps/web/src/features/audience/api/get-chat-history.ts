import { getChatHistoryRoute } from '@gatling/shared/api/audience-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CHAT_CACHE } from '@gatling/shared/spec';
import { callApi } from '@/lib/api-client';

export const CHAT_HISTORY_KEY = ['chat', 'history'] as const;

/** GET /chat/history/: the audience interview so far, oldest turn first. */
export function getChatHistory() {
  return callApi(getChatHistoryRoute);
}

/** docs/product/limits.md: fresh 60 s. A failure starts the chat over with the greeting, so no retry delays it. */
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
