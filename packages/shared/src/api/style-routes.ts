import type { TApiRoute } from './contract';
import type { ZAnalyzeAnswer, ZStyleAnswer, ZStyleInput } from './style';

/**
 * The routes of style as both ends call them, without zod: the web bundles these and types its
 * calls from their schemas' types; ./contracts pairs each with the schemas the server checks.
 */
export const getStyleRoute = {
  method: 'get',
  path: '/users/style',
  types: {} as { answer: typeof ZStyleAnswer },
} as const satisfies TApiRoute;

export const saveStyleRoute = {
  method: 'post',
  path: '/users/style',
  types: {} as { body: typeof ZStyleInput; answer: typeof ZStyleAnswer },
} as const satisfies TApiRoute;

export const analyzeProfileRoute = {
  method: 'get',
  path: '/build_user_profile/twitter/analyze',
  types: {} as { answer: typeof ZAnalyzeAnswer },
} as const satisfies TApiRoute;
