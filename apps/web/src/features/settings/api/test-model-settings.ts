import { useMutation } from '@tanstack/react-query';
import { ZModelTestAnswer, type TModelSettingsInput } from '@gatling/shared/api/model-settings';
import { apiRequest } from '@/lib/api-client';

/** POST /settings/model/test: one short call with the form's setting; nothing is saved. */
export function testModelSettings(input: TModelSettingsInput) {
  return apiRequest('/settings/model/test', ZModelTestAnswer, { method: 'POST', body: input });
}

export function useTestModelSettings() {
  return useMutation({ mutationFn: testModelSettings });
}
