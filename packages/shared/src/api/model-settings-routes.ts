import type { TApiRoute } from './contract';
import type {
  ZModelSettings,
  ZModelSettingsInput,
  ZModelTestAnswer,
  ZOllamaModels,
  ZServerModels,
  ZServerModelsInput,
} from './model-settings';

/**
 * The routes of model-settings as both ends call them, without zod: the web bundles these and types its
 * calls from their schemas' types; ./contracts pairs each with the schemas the server checks.
 */
export const getModelSettingsRoute = {
  method: 'get',
  path: '/settings/model',
  types: {} as { answer: typeof ZModelSettings },
} as const satisfies TApiRoute;

export const saveModelSettingsRoute = {
  method: 'put',
  path: '/settings/model',
  types: {} as { body: typeof ZModelSettingsInput; answer: typeof ZModelSettings },
} as const satisfies TApiRoute;

export const resetModelSettingsRoute = {
  method: 'delete',
  path: '/settings/model',
  types: {} as { answer: typeof ZModelSettings },
} as const satisfies TApiRoute;

export const listOllamaModelsRoute = {
  method: 'get',
  path: '/settings/model/ollama',
  types: {} as { answer: typeof ZOllamaModels },
} as const satisfies TApiRoute;

export const testModelSettingsRoute = {
  method: 'post',
  path: '/settings/model/test',
  types: {} as { body: typeof ZModelSettingsInput; answer: typeof ZModelTestAnswer },
} as const satisfies TApiRoute;

/** A POST, so that a key typed for the server travels in the body, never in an address that is logged. */
export const listServerModelsRoute = {
  method: 'post',
  path: '/settings/model/available',
  types: {} as { body: typeof ZServerModelsInput; answer: typeof ZServerModels },
} as const satisfies TApiRoute;
