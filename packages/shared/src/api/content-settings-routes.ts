import type { TApiRoute } from './contract';
import type { ZContentSettings, ZContentSettingsInput } from './content-settings';

/**
 * The routes of content-settings as both ends call them, without zod: the web bundles these and types its
 * calls from their schemas' types; ./contracts pairs each with the schemas the server checks.
 */
export const getContentSettingsRoute = {
  method: 'get',
  path: '/settings/content',
  types: {} as { answer: typeof ZContentSettings },
} as const satisfies TApiRoute;

export const saveContentSettingsRoute = {
  method: 'put',
  path: '/settings/content',
  types: {} as { body: typeof ZContentSettingsInput; answer: typeof ZContentSettings },
} as const satisfies TApiRoute;
