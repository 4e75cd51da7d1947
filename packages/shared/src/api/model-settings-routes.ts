import type { TApiContract } from './contract';
import {
  ZModelSettings,
  ZModelSettingsInput,
  ZModelTestAnswer,
  ZOllamaModels,
  ZServerModels,
  ZServerModelsInput,
} from './model-settings';

export const getModelSettingsRoute = {
  method: 'get',
  path: '/settings/model',
  answer: ZModelSettings,
} as const satisfies TApiContract;

export const saveModelSettingsRoute = {
  method: 'put',
  path: '/settings/model',
  body: ZModelSettingsInput,
  answer: ZModelSettings,
} as const satisfies TApiContract;

export const resetModelSettingsRoute = {
  method: 'delete',
  path: '/settings/model',
  answer: ZModelSettings,
} as const satisfies TApiContract;

export const listOllamaModelsRoute = {
  method: 'get',
  path: '/settings/model/ollama',
  answer: ZOllamaModels,
} as const satisfies TApiContract;

export const testModelSettingsRoute = {
  method: 'post',
  path: '/settings/model/test',
  body: ZModelSettingsInput,
  answer: ZModelTestAnswer,
} as const satisfies TApiContract;

/** A POST, so that a key typed for the server travels in the body, never in an address that is logged. */
export const listServerModelsRoute = {
  method: 'post',
  path: '/settings/model/available',
  body: ZServerModelsInput,
  answer: ZServerModels,
} as const satisfies TApiContract;
