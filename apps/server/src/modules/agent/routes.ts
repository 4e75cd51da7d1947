import {
  deleteChatSessionContract,
  getAgentMemoryContract,
  getChatSessionContract,
  listChatSessionsContract,
  sendAgentMessageContract,
} from '@gatling/shared/api/contracts';
import { streamText } from 'hono/streaming';
import { AGENT_SESSION_HEADER } from '@gatling/shared/api/agent';
import type { TAppEnv, TModuleDeps } from '../../context';
import { AppError } from '../../errors';
import type { RateLimiter, TRateRule } from '../../http/rate-limit';
import { defineRoutes, type TApiRoutes } from '../../http/api-routes';
import { beginAgentTurn, discardTurn } from './begin-agent-turn';
import { deleteSession } from './delete-session';
import { getAgentMemory } from './get-agent-memory';
import { getSession } from './get-session';
import { listSessions, SESSIONS_LISTED } from './list-sessions';
import { AGENT_DETAIL } from './session-row';
import { openAnswer, streamAgentAnswer } from './stream-agent-answer';

/** Every message is a model call: a quick burst is fine, a script hammering the model is not. */
export const AGENT_SEND_RATE_RULES: { name: string; rule: TRateRule }[] = [
  { name: 'minute', rule: { max: 12, windowMs: 60_000 } },
  { name: 'hour', rule: { max: 150, windowMs: 60 * 60_000 } },
];

export type TAgentDeps = TModuleDeps & { limiter: RateLimiter };

/** The agent chat (docs/product/screens.md Chat, docs/product/api.md /agent/*). */
export function createAgentRoutes(deps: TAgentDeps): TApiRoutes<TAppEnv> {
  const { db, config, registry, limiter } = deps;

  const limitSends = async (userId: string) => {
    if (config.RATE_LIMIT_DISABLED) return;
    for (const { name, rule } of AGENT_SEND_RATE_RULES) {
      const hit = await limiter.hit(`agent-send:${name}:${userId}`, rule);
      if (!hit.allowed) {
        throw new AppError('RATE_LIMITED', AGENT_DETAIL.tooManyMessages, {
          retryAfterSeconds: hit.retryAfterSeconds,
        });
      }
    }
  };

  const routes = defineRoutes<TAppEnv>(registry, { base: '/api/agent', tag: 'agent', config: deps.config });

  routes.serve(
    sendAgentMessageContract,
    {
      summary: 'Send a chat message; the answer streams back as text/plain',
      description:
        'Without session_id a session is opened, titled by the message. The x-session-id header names ' +
        'the session. The user’s message is stored before the model is asked. The body is the ' +
        'assistant content as it is stored: the reasoning marker and the model’s reasoning when it shows ' +
        'any, the answer marker on its own line, the answer, and the completed marker at the end; a body ' +
        'without the completed marker was cut short (model failure or cancelled request) and is stored ' +
        'as it arrived. A model failure (or a cancelled request) before the first chunk is a JSON error, ' +
        'and the turn is taken back: the user’s message is not kept, nor the session it opened (no ' +
        'x-session-id then). A 429 carries Retry-After. Also served without the trailing slash.',
      responses: {
        200: { description: 'The streamed answer (text/plain; charset=UTF-8)' },
        404: { description: 'session_id is not one of the user’s sessions' },
        422: { description: 'Empty or too long message' },
        429: { description: 'Too many messages, or the model provider is limiting (Retry-After)' },
        503: { description: 'The language model failed before answering (detail says why)' },
      },
    },
    async (c, { body }) => {
      const userId = c.get('user').id;
      await limitSends(userId);
      const turn = await beginAgentTurn(deps, userId, body);
      // The client going away (the request's signal, or the response body cancelled) stops the model.
      const left = new AbortController();
      const signal = AbortSignal.any([c.req.raw.signal, left.signal]);
      const answer = await openAnswer(deps.llm, turn, { userId, signal, interactive: true }).catch(
        async (err: unknown) => {
          // The model's failure is what the user reads, even if taking the turn back failed too.
          await discardTurn(db, turn).catch((dbErr: unknown) =>
            deps.logger.error(
              { err: dbErr, user_id: userId },
              'an unanswered chat turn could not be taken back',
            ),
          );
          throw err;
        },
      );
      c.header(AGENT_SESSION_HEADER, turn.session.id);
      c.header('cache-control', 'no-store');
      // Reverse proxies (nginx) would otherwise hold the chunks back until the end.
      c.header('x-accel-buffering', 'no');
      return streamText(
        c,
        async (stream) => {
          stream.onAbort(() => left.abort());
          await streamAgentAnswer(deps, turn, answer, (text) => stream.write(text));
        },
        async (err) => {
          deps.logger.error({ err, user_id: userId }, 'agent answer stream failed');
        },
      );
    },
  );

  routes.serve(
    listChatSessionsContract,
    {
      summary: `The user’s chat sessions, most recently used first (at most ${SESSIONS_LISTED}; a bare list)`,
      description: 'Also served without the trailing slash.',
      responses: { 200: { description: 'Sessions' } },
    },
    (c) => listSessions(db, c.get('user').id),
  );

  routes.serve(
    getChatSessionContract,
    {
      summary: 'A session and its messages, oldest first',
      responses: {
        200: { description: 'Session detail' },
        404: { description: 'Not one of the user’s sessions' },
      },
    },
    (c) => getSession(db, c.get('user').id, c.req.param('id')),
  );

  routes.serve(
    deleteChatSessionContract,
    {
      summary: 'Delete a session with its messages',
      responses: {
        204: { description: 'Deleted' },
        404: { description: 'Not one of the user’s sessions' },
      },
    },
    async (c) => {
      await deleteSession(db, c.get('user').id, c.req.param('id'));
      return c.body(null, 204);
    },
  );

  routes.serve(
    getAgentMemoryContract,
    {
      summary: 'What the agent knows of the user’s setup (the /memory command)',
      description: 'The same context every answer is built on; business_summary is the one-line summary.',
      responses: { 200: { description: 'Agent memory' } },
    },
    (c) => getAgentMemory(db, c.get('user').id),
  );

  return routes;
}
