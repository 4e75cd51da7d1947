import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { TAppEvent } from '@gatling/shared/api/events';
import { subscriptionStatusKey } from '@/features/billing/api/get-subscription-status';
import { PENDING_KEY } from '@/features/replies/api/get-pending-replies';
import { CONVERSATIONS_KEY } from '@/features/conversations/api/conversations-keys';
import { SCHEDULED_KEY } from '@/features/scheduled/api/get-scheduled';
import { useLiveEvent } from '@/lib/live/live-events';

/**
 * What each live event makes stale. monitor.progress is not here: a running check reads its own
 * status (features/monitoring useRunEvents).
 */
export function staleKeys(event: TAppEvent): QueryKey[] {
  switch (event.type) {
    case 'draft.created':
      return [PENDING_KEY];
    case 'monitor.finished':
      return event.drafts_created > 0 ? [PENDING_KEY] : [];
    case 'reply.scheduled':
      return [SCHEDULED_KEY, PENDING_KEY];
    case 'reply.published':
    case 'reply.awaiting_intent':
    case 'reply.failed':
      return [SCHEDULED_KEY];
    case 'subscription.changed':
      return [subscriptionStatusKey];
    case 'conversations.changed':
      return [CONVERSATIONS_KEY];
    case 'monitor.progress':
      return [];
  }
}

/** Keeps the app's queries fresh from the live stream: no polling while it is up. */
export function LiveQuerySync() {
  const queryClient = useQueryClient();
  useLiveEvent((event) => {
    for (const queryKey of staleKeys(event)) void queryClient.invalidateQueries({ queryKey });
  });
  return null;
}
