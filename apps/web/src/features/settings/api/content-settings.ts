import {
  getContentSettingsRoute,
  saveContentSettingsRoute,
} from '@gatling/shared/api/content-settings-routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TContentSettings, TContentSettingsInput } from '@gatling/shared/api/content-settings';
import { callApi } from '@/lib/api-client';
import type { TMutationHandlers } from '@/lib/mutation-handlers';

export const CONTENT_SETTINGS_KEY = ['settings', 'content'] as const;

/** GET /settings/content: what monitoring drafts for (adult-labelled Bluesky posts or not). */
export function getContentSettings() {
  return callApi(getContentSettingsRoute);
}

export const contentSettingsQuery = () =>
  queryOptions({ queryKey: CONTENT_SETTINGS_KEY, queryFn: getContentSettings });

export function useContentSettings() {
  return useQuery(contentSettingsQuery());
}

/** PUT /settings/content; answers the settings as saved. */
export function saveContentSettings(input: TContentSettingsInput) {
  return callApi(saveContentSettingsRoute, { body: input });
}

export function useSaveContentSettings({
  onSuccess,
  onError,
}: TMutationHandlers<TContentSettings, TContentSettingsInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContentSettings,
    onSuccess: (saved, input) => {
      queryClient.setQueryData(CONTENT_SETTINGS_KEY, saved);
      onSuccess?.(saved, input);
    },
    onError,
  });
}
