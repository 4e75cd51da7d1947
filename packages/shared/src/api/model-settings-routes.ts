import type { TApiContract } from './contract';
import { ZModelSettings, ZModelSettingsInput, ZModelTestAnswer, ZOllamaModels } from './model-settings';

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
