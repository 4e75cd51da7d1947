import type { TApiRoute } from './contract';
import type {
  ZBlueskyConnectInput,
  ZBlueskyDisconnectAnswer,
  ZBlueskyProfileAnswer,
  ZSandboxBlueskyAccountsAnswer,
  ZSandboxBlueskyConnectInput,
  ZTwitterCallbackAnswer,
  ZTwitterCallbackQuery,
  ZTwitterDisconnectAnswer,
  ZTwitterProfileAnswer,
  ZTwitterRequestTokenAnswer,
} from './connections';

/**
 * The routes of connections as both ends call them, without zod: the web bundles these and types its
 * calls from their schemas' types; ./contracts pairs each with the schemas the server checks.
 */
export const getTwitterProfileRoute = {
  method: 'get',
  path: '/auth/twitter/profile',
  empty: true,
  types: {} as { answer: typeof ZTwitterProfileAnswer },
} as const satisfies TApiRoute;

export const disconnectTwitterRoute = {
  method: 'delete',
  path: '/auth/twitter/profile',
  types: {} as { answer: typeof ZTwitterDisconnectAnswer },
} as const satisfies TApiRoute;

export const getTwitterRequestTokenRoute = {
  method: 'get',
  path: '/auth/twitter/request_token',
  types: {} as { answer: typeof ZTwitterRequestTokenAnswer },
} as const satisfies TApiRoute;

export const completeTwitterCallbackRoute = {
  method: 'get',
  path: '/auth/twitter/callback',
  types: {} as { query: typeof ZTwitterCallbackQuery; answer: typeof ZTwitterCallbackAnswer },
} as const satisfies TApiRoute;

export const listSandboxBlueskyAccountsRoute = {
  method: 'get',
  path: '/auth/bluesky/sandbox/accounts',
  types: {} as { answer: typeof ZSandboxBlueskyAccountsAnswer },
} as const satisfies TApiRoute;

export const connectSandboxBlueskyRoute = {
  method: 'post',
  path: '/auth/bluesky/sandbox',
  types: {} as { body: typeof ZSandboxBlueskyConnectInput; answer: typeof ZBlueskyProfileAnswer },
} as const satisfies TApiRoute;

export const connectBlueskyRoute = {
  method: 'post',
  path: '/auth/bluesky',
  types: {} as { body: typeof ZBlueskyConnectInput; answer: typeof ZBlueskyProfileAnswer },
} as const satisfies TApiRoute;

export const getBlueskyProfileRoute = {
  method: 'get',
  path: '/auth/bluesky/profile',
  empty: true,
  types: {} as { answer: typeof ZBlueskyProfileAnswer },
} as const satisfies TApiRoute;

export const disconnectBlueskyRoute = {
  method: 'delete',
  path: '/auth/bluesky/profile',
  types: {} as { answer: typeof ZBlueskyDisconnectAnswer },
} as const satisfies TApiRoute;
