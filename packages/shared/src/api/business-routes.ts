import type { TApiRoute } from './contract';
import type { ZBusinessInfo, ZBusinessInfoInput } from './business';

/**
 * The routes of business as both ends call them, without zod: the web bundles these and types its
 * calls from their schemas' types; ./contracts pairs each with the schemas the server checks.
 */
export const getBusinessInfoRoute = {
  method: 'get',
  path: '/business/info',
  types: {} as { answer: typeof ZBusinessInfo },
} as const satisfies TApiRoute;

export const saveBusinessInfoRoute = {
  method: 'post',
  path: '/business/info',
  types: {} as { body: typeof ZBusinessInfoInput; answer: typeof ZBusinessInfo },
} as const satisfies TApiRoute;
