import type { TApiRoute } from './contract';
import type { ZHandOffs } from './hand-offs';

/**
 * The routes of hand-offs as both ends call them, without zod: the web bundles these and types its
 * calls from their schemas' types; ./contracts pairs each with the schemas the server checks.
 */
export const listHandOffsRoute = {
  method: 'get',
  path: '/scheduled/hand-offs',
  types: {} as { answer: typeof ZHandOffs },
} as const satisfies TApiRoute;

/**
 * POST /api/scheduled/hand-offs/start: the user starts finishing them. Every ready one waits for
 * the user now (awaiting_intent), so coming back from the reply page finds it through POST
 * /api/scheduled/:id/check-posted; answers the same list.
 */
export const startHandOffsRoute = {
  method: 'post',
  path: '/scheduled/hand-offs/start',
  types: {} as { answer: typeof ZHandOffs },
} as const satisfies TApiRoute;
