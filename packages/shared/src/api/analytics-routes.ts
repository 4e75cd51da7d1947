import type { TApiRoute } from './contract';
import type { ZAnalyticsRepliesAnswer, ZAnalyticsSummary, ZRepliesQuery, ZSummaryQuery } from './analytics';

/**
 * The routes of analytics as both ends call them, without zod: the web bundles these and types its
 * calls from their schemas' types; ./contracts pairs each with the schemas the server checks.
 */
export const getAnalyticsSummaryRoute = {
  method: 'get',
  path: '/analytics/summary',
  types: {} as { query: typeof ZSummaryQuery; answer: typeof ZAnalyticsSummary },
} as const satisfies TApiRoute;

export const listAnalyticsRepliesRoute = {
  method: 'get',
  path: '/analytics/replies',
  types: {} as { query: typeof ZRepliesQuery; answer: typeof ZAnalyticsRepliesAnswer },
} as const satisfies TApiRoute;
