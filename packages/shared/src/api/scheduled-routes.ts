import type { TApiContract } from './contract';
import { ZPlatformFilterQuery } from './platforms';
import {
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

export const listScheduledRoute = {
  method: 'get',
  path: '/scheduled',
  query: ZPlatformFilterQuery,
  answer: ZScheduledAnswer,
} as const satisfies TApiContract;

export const deleteScheduledRoute = {
  method: 'delete',
  path: '/scheduled',
  query: ZDeleteScheduledQuery,
  answer: ZDeleteScheduledAnswer,
} as const satisfies TApiContract;

export const restoreScheduledRoute = {
  method: 'post',
  path: '/scheduled/restore',
  body: ZRestoreScheduledInput,
  answer: ZRestoreScheduledAnswer,
} as const satisfies TApiContract;

export const checkFinishedRoute = {
  method: 'post',
  path: '/scheduled/check-finished',
  answer: ZCheckFinishedAnswer,
} as const satisfies TApiContract;

export const checkPostedRoute = {
  method: 'post',
  path: '/scheduled/:id/check-posted',
  answer: ZCheckPostedAnswer,
} as const satisfies TApiContract;

export const retryScheduledRoute = {
  method: 'post',
  path: '/scheduled/:id/retry',
  answer: ZRetryScheduledAnswer,
} as const satisfies TApiContract;

export const listSentRoute = {
  method: 'get',
  path: '/sent',
  query: ZSentQuery,
  answer: ZSentPage,
} as const satisfies TApiContract;
