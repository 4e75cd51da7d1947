/**
 * The inbox's query keys: conversations.changed makes both stale (app/live-query-sync.tsx). Apart
 * from the queries, so the app's shell names them without carrying the inbox's contract.
 */
export const CONVERSATIONS_KEY = ['conversations'] as const;
export const CONVERSATIONS_LIST_KEY = [...CONVERSATIONS_KEY, 'list'] as const;
export const CONVERSATIONS_COUNT_KEY = [...CONVERSATIONS_KEY, 'count'] as const;

/** Only while the live stream is down (conversations.changed refetches otherwise). */
export const CONVERSATIONS_FALLBACK_MS = 60_000;
