import { saveBusinessInfoRoute } from '@gatling/shared/api/business-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBusinessInfo, TBusinessInfoInput } from '@gatling/shared/api/business';
import { callApi } from '@/lib/api-client';
import type { TMutationHandlers } from '@/lib/mutation-handlers';
import { BUSINESS_INFO_KEY } from './get-business-info';

/** POST /business/info: the whole business info; answers it as saved. */
export function saveBusinessInfo(info: TBusinessInfoInput) {
  return callApi(saveBusinessInfoRoute, { body: info });
}

export function useSaveBusinessInfo({
  onSuccess,
  onError,
}: TMutationHandlers<TBusinessInfo, TBusinessInfoInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBusinessInfo,
    onSuccess: (saved, input) => {
      queryClient.setQueryData(BUSINESS_INFO_KEY, saved);
      onSuccess?.(saved, input);
    },
    onError,
  });
}
