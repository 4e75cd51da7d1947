import { listChatSessionsRoute } from '@gatling/shared/api/agent-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CHAT_CACHE } from '@gatling/shared/spec';
import { callApi } from '@/lib/api-client';

export const CHAT_SESSIONS_KEY = ['agent', 'sessions'] as const;

/** GET /agent/session_ids/: the user's chat sessions, most recently updated first. */
export function getChatSessions() {
  return callApi(listChatSessionsRoute);
}

/** docs/product/limits.md: chat history is fresh 60 s. */
export const chatSessionsQuery = () =>
  queryOptions({
    queryKey: CHAT_SESSIONS_KEY,
    queryFn: getChatSessions,
    staleTime: CHAT_CACHE.staleTimeMs,
  });

export function useChatSessions() {
  return useQuery(chatSessionsQuery());
}
