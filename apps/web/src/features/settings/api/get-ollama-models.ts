import { queryOptions, useQuery } from '@tanstack/react-query';
import { listOllamaModelsRoute } from '@gatling/shared/api/model-settings-routes';
import { callApi } from '@/lib/api-client';

export const OLLAMA_MODELS_KEY = ['settings', 'model', 'ollama'] as const;

/** GET /settings/model/ollama: whether the server's Ollama runs, and the models it has pulled. */
export function getOllamaModels() {
  return callApi(listOllamaModelsRoute);
}

/** Asked when Ollama is picked; asked again on "Look again" (it may have been started meanwhile). */
export const ollamaModelsQuery = () =>
  queryOptions({ queryKey: OLLAMA_MODELS_KEY, queryFn: getOllamaModels, staleTime: 0, retry: false });

export function useOllamaModels(enabled: boolean) {
  return useQuery({ ...ollamaModelsQuery(), enabled });
}
