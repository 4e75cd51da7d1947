import type { TApiRoute } from './contract';
import type { ZConversationsCountAnswer } from './conversations-count';

/**
 * The routes of conversations-count as both ends call them, without zod: the web bundles these and types its
 * calls from their schemas' types; ./contracts pairs each with the schemas the server checks.
 */
export const countConversationsRoute = {
  method: 'get',
  path: '/conversations/count',
  types: {} as { answer: typeof ZConversationsCountAnswer },
} as const satisfies TApiRoute;
