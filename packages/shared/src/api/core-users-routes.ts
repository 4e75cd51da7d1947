import type { TApiRoute } from './contract';
import type {
  ZCoreUserAddAnswer,
  ZCoreUserAddInput,
  ZCoreUserRemoveAnswer,
  ZCoreUserRemoveInput,
  ZCoreUserSuggestionsAnswer,
  ZCoreUserSuggestionsQuery,
  ZCoreUsersAnswer,
  ZSheetImportAnswer,
  ZSheetImportInput,
} from './core-users';

/**
 * The routes of core-users as both ends call them, without zod: the web bundles these and types its
 * calls from their schemas' types; ./contracts pairs each with the schemas the server checks.
 */
export const listCoreUsersRoute = {
  method: 'get',
  path: '/core-users',
  types: {} as { answer: typeof ZCoreUsersAnswer },
} as const satisfies TApiRoute;

export const suggestCoreUsersRoute = {
  method: 'get',
  path: '/core-users/suggestions',
  types: {} as { query: typeof ZCoreUserSuggestionsQuery; answer: typeof ZCoreUserSuggestionsAnswer },
} as const satisfies TApiRoute;

export const addCoreUserRoute = {
  method: 'post',
  path: '/core-users/add',
  types: {} as { body: typeof ZCoreUserAddInput; answer: typeof ZCoreUserAddAnswer },
} as const satisfies TApiRoute;

export const removeCoreUserRoute = {
  method: 'post',
  path: '/core-users/remove',
  types: {} as { body: typeof ZCoreUserRemoveInput; answer: typeof ZCoreUserRemoveAnswer },
} as const satisfies TApiRoute;

export const importCoreUsersSheetRoute = {
  method: 'post',
  path: '/core-users/import-sheet',
  types: {} as { body: typeof ZSheetImportInput; answer: typeof ZSheetImportAnswer },
} as const satisfies TApiRoute;
