import { listHandOffsRoute } from '@gatling/shared/api/hand-offs-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { THandOffs } from '@gatling/shared/api/hand-offs';
import { callApi } from '@/lib/api-client';
import { useFallbackInterval } from '@/lib/live/live-events';
import { SCHEDULED_KEY, SCHEDULED_REFRESH_MS } from './get-scheduled';

/**
 * Under SCHEDULED_KEY, so every live reply.* event that refreshes the scheduled list refreshes the
 * count too (app/live-query-sync), with no list of its own to keep in step.
 */
export const HAND_OFFS_KEY = [...SCHEDULED_KEY, 'hand-offs'] as const;

/** GET /scheduled/hand-offs: the replies ready to finish on X, and when the next one will be. */
export function getHandOffs(): Promise<THandOffs> {
  return callApi(listHandOffsRoute);
}

export const handOffsQuery = () => queryOptions({ queryKey: HAND_OFFS_KEY, queryFn: getHandOffs });

/** A little after the moment a reply leaves its undo window: no event says so, so it is read then. */
const READY_MARGIN_MS = 500;

/** The ready hand-offs, read again when the next one becomes ready (and slowly while the stream is down). */
export function useHandOffs() {
  const fallback = useFallbackInterval(SCHEDULED_REFRESH_MS);
  return useQuery({
    ...handOffsQuery(),
    refetchInterval: (query) => {
      const next = query.state.data?.next_ready_at;
      if (!next) return fallback;
      const wait = Math.max(1000, Date.parse(next) - Date.now() + READY_MARGIN_MS);
      return fallback === false ? wait : Math.min(wait, fallback);
    },
  });
}
