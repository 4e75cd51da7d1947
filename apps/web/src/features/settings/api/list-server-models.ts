import { useMutation } from '@tanstack/react-query';
import type { TServerModelsInput } from '@gatling/shared/api/model-settings';
import { listServerModelsRoute } from '@gatling/shared/api/model-settings-routes';
import { callApi } from '@/lib/api-client';

/**
 * POST /settings/model/available: the models a compatible server lists, or why none are. A
 * mutation, not a query: the key typed for the server is sent, and is kept in no cache.
 */
export function listServerModels(input: TServerModelsInput) {
  return callApi(listServerModelsRoute, { body: input });
}

export function useListServerModels() {
  return useMutation({ mutationFn: listServerModels });
}
