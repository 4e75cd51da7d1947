import type { TApiRoute } from './contract';
import type { ZAgentInput, ZAgentMemory, ZChatSessionDetail, ZChatSessionsAnswer } from './agent';

/**
 * The routes of agent as both ends call them, without zod: the web bundles these and types its
 * calls from their schemas' types; ./contracts pairs each with the schemas the server checks.
 */
export const sendAgentMessageRoute = {
  method: 'post',
  path: '/agent/',
  types: { answer: null } as { body: typeof ZAgentInput; answer: null },
} as const satisfies TApiRoute;

export const listChatSessionsRoute = {
  method: 'get',
  path: '/agent/session_ids/',
  types: {} as { answer: typeof ZChatSessionsAnswer },
} as const satisfies TApiRoute;

export const getChatSessionRoute = {
  method: 'get',
  path: '/agent/session/:id',
  types: {} as { answer: typeof ZChatSessionDetail },
} as const satisfies TApiRoute;

export const deleteChatSessionRoute = {
  method: 'delete',
  path: '/agent/session/:id',
  types: { answer: null },
} as const satisfies TApiRoute;

export const getAgentMemoryRoute = {
  method: 'get',
  path: '/agent/memory',
  types: {} as { answer: typeof ZAgentMemory },
} as const satisfies TApiRoute;
