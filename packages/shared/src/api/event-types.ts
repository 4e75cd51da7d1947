/** The types of the live updates (GET /api/events, ./events), without zod: the web skips any other. */
export const EVENT_TYPES = [
  'draft.created',
  'monitor.progress',
  'monitor.finished',
  'reply.scheduled',
  'reply.published',
  'reply.awaiting_intent',
  'reply.failed',
  'subscription.changed',
  'conversations.changed',
] as const;
