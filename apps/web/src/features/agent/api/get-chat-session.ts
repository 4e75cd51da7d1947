import { getChatSessionRoute } from '@gatling/shared/api/agent-routes';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const chatSessionKey = (id: string) => ['agent', 'session', id] as const;

/** GET /agent/session/{id}: the session and its messages, oldest first. */
export function getChatSession(id: string) {
  return callApi(getChatSessionRoute, { params: { id } });
}

/**
 * Always fetched when opened (staleTime 0): the conversation on screen is the server's at the
 * moment of opening or /reset, and no retry hides a failure behind a delay.
 */
export const chatSessionQuery = (id: string) =>
  queryOptions({
    queryKey: chatSessionKey(id),
    queryFn: () => getChatSession(id),
    staleTime: 0,
    retry: false,
  });
