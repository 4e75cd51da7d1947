import { eventsStreamContract } from '@gatling/shared/api/contracts';
import { streamSSE } from 'hono/streaming';
import type { TSessionCache } from '../../auth/session-cache';
import type { TAppEnv, TModuleDeps } from '../../context';
import { AppError } from '../../errors';
import type { TEventHub } from '../../event-log/event-hub';
import { runEventStream } from '../../event-log/event-stream';
import { latestEventId } from '../../event-log/read-events';
import { defineRoutes } from '../../http/api-routes';

export const BAD_LAST_EVENT_ID_DETAIL =
  'Last-Event-ID must be the id of an event this stream sent (the digits of an "id:" line)';

/** The Last-Event-ID header (or last_event_id): null when none is given, 400 when it is no id. */
export function parseLastEventId(given: string | undefined): number | null {
  const text = given?.trim() ?? '';
  if (text === '') return null;
  if (!/^\d{1,15}$/.test(text)) throw new AppError('BAD_REQUEST', BAD_LAST_EVENT_ID_DETAIL);
  return Number(text);
}

/**
 * The live updates stream, mounted at /api/events behind the guard. The guard checks the bearer
 * once, when the stream opens; `sessions` ends the stream when its session ends, in whichever
 * process it is signed out or revoked, or when it expires.
 */
export function createEventRoutes(
  deps: TModuleDeps & { hub: TEventHub; sessions: Pick<TSessionCache, 'watch'> },
) {
  const { db, registry, hub, sessions, logger } = deps;
  const routes = defineRoutes<TAppEnv>(registry, { base: '/api/events', tag: 'events', config: deps.config });

  routes.serve(
    eventsStreamContract,
    {
      summary: 'Live updates: new drafts, monitoring progress, publishing, subscription',
      description:
        'A text/event-stream of the events of packages/shared/src/api/events.ts, each as `id:`, ' +
        '`event:` and `data:` (JSON) lines; `: keep-alive` every 25 s. A client that reconnects sends ' +
        'the last id it received as Last-Event-ID (or ?last_event_id=) and first receives the events ' +
        "it missed, kept for a day. Without one, the stream starts now. Ids are the user's own " +
        '(consecutive per user). The stream ends when its session ends (sign-out, revocation, expiry).',
      responses: {
        200: { description: 'The stream (text/event-stream)' },
        400: { description: 'Last-Event-ID is not an event id' },
      },
    },
    async (c, { query }) => {
      const userId = c.get('user').id;
      const given = parseLastEventId(c.req.header('last-event-id') ?? query.last_event_id);
      // An id beyond the user's newest (another database, a made-up number) would hide what follows.
      const latest = await latestEventId(db, userId);
      const lastId = given === null ? latest : Math.min(given, latest);
      // Proxies such as nginx must pass each event on at once.
      c.header('X-Accel-Buffering', 'no');
      const bearer = c.req.header('authorization') ?? '';
      return streamSSE(c, async (stream) => {
        const aborted = new AbortController();
        stream.onAbort(() => aborted.abort());
        // Watched from here, looked up once more as it starts: a sign-out since the guard ends it too.
        const session = sessions.watch(bearer, userId);
        try {
          await runEventStream({
            db,
            hub,
            userId,
            lastId,
            signal: AbortSignal.any([aborted.signal, c.req.raw.signal, hub.closed, session.ended]),
            write: async (text) => {
              await stream.write(text);
            },
          });
        } catch (err) {
          // The stream ends; the client reconnects with its Last-Event-ID and misses nothing.
          logger.error({ err, user_id: userId }, 'live updates stream failed');
        } finally {
          session.stop();
        }
      });
    },
  );

  return routes;
}
