import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type TConversationItem,
  countConversationsRoute,
  listConversationsRoute,
} from '@gatling/shared/api/conversations';
import { callApi } from '@/lib/api-client';
import { useFallbackInterval } from '@/lib/live/live-events';

/** The inbox and its count: conversations.changed makes both stale. */
export const CONVERSATIONS_KEY = ['conversations'] as const;
const LIST_KEY = [...CONVERSATIONS_KEY, 'list'] as const;
const COUNT_KEY = [...CONVERSATIONS_KEY, 'count'] as const;

/** Only while the live stream is down (conversations.changed refetches otherwise). */
export const CONVERSATIONS_FALLBACK_MS = 60_000;

/** GET /conversations: the open items, oldest first. */
export async function getConversations(): Promise<TConversationItem[]> {
  const answer = await callApi(listConversationsRoute, { query: {} });
  return answer.items;
}

export const conversationsQuery = () => queryOptions({ queryKey: LIST_KEY, queryFn: getConversations });

export function useConversations() {
  const refetchInterval = useFallbackInterval(CONVERSATIONS_FALLBACK_MS);
  return useQuery({ ...conversationsQuery(), refetchInterval });
}

/** GET /conversations/count: the navigation's badge. */
export function useConversationsCount() {
  const refetchInterval = useFallbackInterval(CONVERSATIONS_FALLBACK_MS);
  return useQuery({
    queryKey: COUNT_KEY,
    queryFn: async () => (await callApi(countConversationsRoute, {})).open,
    refetchInterval,
  });
}
