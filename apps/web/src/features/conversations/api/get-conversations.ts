import { listConversationsRoute } from '@gatling/shared/api/conversations-routes';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { TConversationItem } from '@gatling/shared/api/conversations';
import { callApi } from '@/lib/api-client';
import { useFallbackInterval } from '@/lib/live/live-events';
import { keepOrder } from '@/lib/keep-order';
import {
  CONVERSATIONS_COUNT_KEY,
  CONVERSATIONS_FALLBACK_MS,
  CONVERSATIONS_LIST_KEY,
} from './conversations-keys';

/** GET /conversations: the open items, oldest first. */
export async function getConversations(): Promise<TConversationItem[]> {
  const answer = await callApi(listConversationsRoute, { query: {} });
  return answer.items;
}

export const conversationsQuery = () =>
  queryOptions({
    queryKey: CONVERSATIONS_LIST_KEY,
    queryFn: getConversations,
    // A refetch never reorders the cards the user is looking at: new items join at the back.
    structuralSharing: (previous: unknown, next: unknown) =>
      keepOrder(previous as TConversationItem[] | undefined, next as TConversationItem[]),
  });

export function useConversations() {
  const refetchInterval = useFallbackInterval(CONVERSATIONS_FALLBACK_MS);
  return useQuery({ ...conversationsQuery(), refetchInterval });
}

/**
 * An item left the inbox (liked, dismissed): off the list at once, and the count read again (the
 * server's conversations.changed would say so too, a moment later).
 */
export function removeConversation(queryClient: QueryClient, itemId: string): void {
  queryClient.setQueryData<TConversationItem[]>(CONVERSATIONS_LIST_KEY, (list) =>
    list?.filter((item) => item.id !== itemId),
  );
  void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_COUNT_KEY });
}
