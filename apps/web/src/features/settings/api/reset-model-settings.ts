import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TModelSettings } from '@gatling/shared/api/model-settings';
import { resetModelSettingsRoute } from '@gatling/shared/api/model-settings-routes';
import { callApi } from '@/lib/api-client';
import type { TMutationHandlers } from '@/lib/mutation-handlers';
import { MODEL_SETTINGS_KEY } from './get-model-settings';
import { refreshDraftingModel } from './save-model-settings';

/** DELETE /settings/model: back to the instance's model; the saved key is deleted. */
export function resetModelSettings() {
  return callApi(resetModelSettingsRoute);
}

export function useResetModelSettings({ onSuccess, onError }: TMutationHandlers<TModelSettings, void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetModelSettings,
    onSuccess: async (settings) => {
      queryClient.setQueryData(MODEL_SETTINGS_KEY, settings);
      await refreshDraftingModel();
      onSuccess?.(settings);
    },
    onError,
  });
}
