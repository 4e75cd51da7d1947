import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZModelSettings } from '@gatling/shared/api/model-settings';
import { apiRequest } from '@/lib/api-client';

export const MODEL_SETTINGS_KEY = ['settings', 'model'] as const;

/** GET /settings/model: who drafts for the user, the instance's model and their own (never the key). */
export function getModelSettings() {
  return apiRequest('/settings/model', ZModelSettings);
}

export const modelSettingsQuery = () =>
  queryOptions({ queryKey: MODEL_SETTINGS_KEY, queryFn: getModelSettings });

export function useModelSettings() {
  return useQuery(modelSettingsQuery());
}
