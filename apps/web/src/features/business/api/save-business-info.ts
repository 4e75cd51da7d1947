import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZBusinessInfo, type TBusinessInfoInput } from '@gatling/shared/api/business';
import { TEXT } from '@gatling/shared/spec';
import { toast } from '@/components/ui/toast';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { BUSINESS_INFO_KEY } from './get-business-info';

/** POST /business/info: the whole business info; answers it as saved. */
export function saveBusinessInfo(info: TBusinessInfoInput) {
  return apiRequest('/business/info', ZBusinessInfo, { method: 'POST', body: info });
}

export function useSaveBusinessInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBusinessInfo,
    onSuccess: (saved) => {
      queryClient.setQueryData(BUSINESS_INFO_KEY, saved);
      toast({ title: TEXT.business.saved, variant: 'success' });
    },
    onError: (error) => {
      // The server's detail says what to fix; a failure without one has no description.
      const detail = error instanceof ApiError && error.code !== 'UNKNOWN' ? error.detail : undefined;
      toast({ title: TEXT.business.saveFailed, description: detail, variant: 'destructive' });
    },
  });
}
