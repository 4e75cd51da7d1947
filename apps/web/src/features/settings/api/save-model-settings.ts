import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TModelSettings, TModelSettingsInput } from '@gatling/shared/api/model-settings';
import { saveModelSettingsRoute } from '@gatling/shared/api/model-settings-routes';
import { callApi } from '@/lib/api-client';
import { authClient } from '@/lib/auth/auth-client';
import type { TMutationHandlers } from '@/lib/mutation-handlers';
import { MODEL_SETTINGS_KEY } from './get-model-settings';

/** PUT /settings/model: the user's own model; answers the settings as saved. */
export function saveModelSettings(input: TModelSettingsInput) {
  return callApi(saveModelSettingsRoute, { body: input });
}

/**
 * The session says who drafts (every screen's offline notice reads it): read it again after a
 * change. A failed read leaves the session as it was; the next page load has it right.
 */
export async function refreshDraftingModel(): Promise<void> {
  await authClient.refreshSession().catch(() => undefined);
}

export function useSaveModelSettings({
  onSuccess,
  onError,
}: TMutationHandlers<TModelSettings, TModelSettingsInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveModelSettings,
    onSuccess: async (saved, input) => {
      queryClient.setQueryData(MODEL_SETTINGS_KEY, saved);
      await refreshDraftingModel();
      onSuccess?.(saved, input);
    },
    onError,
  });
}
