import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZBusinessInfo, type TBusinessInfo, type TBusinessInfoInput } from '@gatling/shared/api/business';
import { apiRequest } from '@/lib/api-client';
import type { TMutationHandlers } from '@/lib/mutation-handlers';
import { BUSINESS_INFO_KEY } from './get-business-info';

/** POST /business/info: the whole business info; answers it as saved. */
export function saveBusinessInfo(info: TBusinessInfoInput) {
  return apiRequest('/business/info', ZBusinessInfo, { method: 'POST', body: info });
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
