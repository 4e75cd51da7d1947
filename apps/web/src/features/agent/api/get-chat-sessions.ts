import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZChatSessionsAnswer } from '@gatling/shared/api/agent';
import { CHAT_CACHE } from '@gatling/shared/spec';
import { apiRequest } from '@/lib/api-client';

export const CHAT_SESSIONS_KEY = ['agent', 'sessions'] as const;

/** GET /agent/session_ids/: the user's chat sessions, most recently updated first. */
export function getChatSessions() {
  return apiRequest('/agent/session_ids/', ZChatSessionsAnswer);
}

/** Spec §9: chat history is fresh 60 s. */
export const chatSessionsQuery = () =>
  queryOptions({
    queryKey: CHAT_SESSIONS_KEY,
    queryFn: getChatSessions,
    staleTime: CHAT_CACHE.staleTimeMs,
  });

export function useChatSessions() {
  return useQuery(chatSessionsQuery());
}
