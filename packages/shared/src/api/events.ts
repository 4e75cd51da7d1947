import { z } from 'zod';
import { ZMonitorRunStatus } from './monitoring';
import { EVENT_TYPES } from './event-types';

/**
 * GET /api/events: the user's live updates as server-sent events (text/event-stream), with the
 * same bearer auth as the rest of the API. Each event is
 *   id: <event id>\nevent: <type>\ndata: <JSON of the event>\n\n
 * and a client that reconnects sends the last id it saw as `Last-Event-ID` to receive what it
 * missed (events are kept for a day). A comment line (`: keep-alive`) arrives every 25 s.
 * Without a Last-Event-ID the stream starts with what happens from the moment it opens.
 */
export { EVENT_TYPES };
export const ZEventType = z.enum(EVENT_TYPES);
export type TEventType = z.infer<typeof ZEventType>;

/**
 * The query of GET /api/events: `last_event_id` stands in for the Last-Event-ID header where a
 * client cannot set it (the header wins when both are sent). An id is the digits of an `id:` line.
 */
export const ZEventsQuery = z.object({ last_event_id: z.string().max(20).optional() });
export type TEventsQuery = z.infer<typeof ZEventsQuery>;

export const ZAppEvent = z.discriminatedUnion('type', [
  /** A new draft waits in the review stack. */
  z.object({ type: z.literal('draft.created'), reply_id: z.string() }),
  /** A monitoring run moved on (the onboarding progress and the Check for new posts banner). */
  z.object({
    type: z.literal('monitor.progress'),
    monitor_run_id: z.string(),
    status: ZMonitorRunStatus,
    progress: z.number().int().min(0).max(100),
  }),
  /** A monitoring run ended, COMPLETED or FAILED (with the error the user can act on). */
  z.object({
    type: z.literal('monitor.finished'),
    monitor_run_id: z.string(),
    status: ZMonitorRunStatus,
    drafts_created: z.number().int(),
    error_message: z.string().nullable(),
  }),
  /** A draft was approved (on any device) and waits for its publish time. */
  z.object({ type: z.literal('reply.scheduled'), reply_id: z.string(), scheduled_at: z.string() }),
  /** An approved reply went out; its address on the platform. */
  z.object({
    type: z.literal('reply.published'),
    reply_id: z.string(),
    published_url: z.string().nullable(),
  }),
  /** An approved reply is due and waits for the user to send it on the platform's reply page. */
  z.object({ type: z.literal('reply.awaiting_intent'), reply_id: z.string() }),
  /** An approved reply could not be posted; why, in words the user can act on. */
  z.object({ type: z.literal('reply.failed'), reply_id: z.string(), last_error: z.string().nullable() }),
  /** The subscription or trial changed (checkout completed, cancelled, renewed, ended). */
  z.object({ type: z.literal('subscription.changed') }),
  /** The conversations inbox changed (an answer came in, an item was decided): how many wait now. */
  z.object({ type: z.literal('conversations.changed'), open: z.number().int().min(0) }),
]);
export type TAppEvent = z.infer<typeof ZAppEvent>;
