import type { TApiRoute } from './contract';
import type { ZEventsQuery } from './events';

/**
 * The routes of events as both ends call them, without zod: the web bundles these and types its
 * calls from their schemas' types; ./contracts pairs each with the schemas the server checks.
 */
export const eventsStreamRoute = {
  method: 'get',
  path: '/events',
  types: { answer: null } as { query: typeof ZEventsQuery; answer: null },
} as const satisfies TApiRoute;
