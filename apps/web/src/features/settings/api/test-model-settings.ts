import { useMutation } from '@tanstack/react-query';
import type { TModelSettingsInput } from '@gatling/shared/api/model-settings';
import { testModelSettingsRoute } from '@gatling/shared/api/model-settings-routes';
import { callApi } from '@/lib/api-client';

/** POST /settings/model/test: one short call with the form's setting; nothing is saved. */
export function testModelSettings(input: TModelSettingsInput) {
  return callApi(testModelSettingsRoute, { body: input });
}

export function useTestModelSettings() {
  return useMutation({ mutationFn: testModelSettings });
}
