import { queryOptions, useQuery } from '@tanstack/react-query';
import { getModelSettingsRoute } from '@gatling/shared/api/model-settings-routes';
import { callApi } from '@/lib/api-client';

export const MODEL_SETTINGS_KEY = ['settings', 'model'] as const;

/** GET /settings/model: who drafts for the user, the instance's model and their own (never the key). */
export function getModelSettings() {
  return callApi(getModelSettingsRoute);
}

export const modelSettingsQuery = () =>
  queryOptions({ queryKey: MODEL_SETTINGS_KEY, queryFn: getModelSettings });

export function useModelSettings() {
  return useQuery(modelSettingsQuery());
}
