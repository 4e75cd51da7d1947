import { countConversationsRoute } from '@gatling/shared/api/conversations-count-routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useFallbackInterval } from '@/lib/live/live-events';
import { CONVERSATIONS_COUNT_KEY, CONVERSATIONS_FALLBACK_MS } from './conversations-keys';

/** GET /conversations/count: the navigation's badge, on every signed-in screen. */
export function useConversationsCount() {
  const refetchInterval = useFallbackInterval(CONVERSATIONS_FALLBACK_MS);
  return useQuery({
    queryKey: CONVERSATIONS_COUNT_KEY,
    queryFn: async () => (await callApi(countConversationsRoute, {})).open,
    refetchInterval,
  });
}
