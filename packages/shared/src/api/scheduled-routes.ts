import type { TApiRoute } from './contract';
import type { ZPlatformFilterQuery } from './platforms';
import type {
  ZCheckFinishedAnswer,
  ZCheckPostedAnswer,
  ZDeleteScheduledAnswer,
  ZDeleteScheduledQuery,
  ZRestoreScheduledAnswer,
  ZRestoreScheduledInput,
  ZRetryScheduledAnswer,
  ZScheduledAnswer,
  ZSentPage,
  ZSentQuery,
} from './scheduled';

/**
 * The routes of scheduled as both ends call them, without zod: the web bundles these and types its
 * calls from their schemas' types; ./contracts pairs each with the schemas the server checks.
 */
export const listScheduledRoute = {
  method: 'get',
  path: '/scheduled',
  types: {} as { query: typeof ZPlatformFilterQuery; answer: typeof ZScheduledAnswer },
} as const satisfies TApiRoute;

export const deleteScheduledRoute = {
  method: 'delete',
  path: '/scheduled',
  types: {} as { query: typeof ZDeleteScheduledQuery; answer: typeof ZDeleteScheduledAnswer },
} as const satisfies TApiRoute;

export const restoreScheduledRoute = {
  method: 'post',
  path: '/scheduled/restore',
  types: {} as { body: typeof ZRestoreScheduledInput; answer: typeof ZRestoreScheduledAnswer },
} as const satisfies TApiRoute;

export const checkFinishedRoute = {
  method: 'post',
  path: '/scheduled/check-finished',
  types: {} as { answer: typeof ZCheckFinishedAnswer },
} as const satisfies TApiRoute;

export const checkPostedRoute = {
  method: 'post',
  path: '/scheduled/:id/check-posted',
  types: {} as { answer: typeof ZCheckPostedAnswer },
} as const satisfies TApiRoute;

export const retryScheduledRoute = {
  method: 'post',
  path: '/scheduled/:id/retry',
  types: {} as { answer: typeof ZRetryScheduledAnswer },
} as const satisfies TApiRoute;

export const listSentRoute = {
  method: 'get',
  path: '/sent',
  types: {} as { query: typeof ZSentQuery; answer: typeof ZSentPage },
} as const satisfies TApiRoute;
