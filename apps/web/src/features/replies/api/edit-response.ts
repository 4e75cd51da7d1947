import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZEditResponseAnswer,
  type TEditResponseInput,
  type TPendingInteraction,
} from '@gatling/shared/api/replies';
import { TEXT } from '@gatling/shared/spec';
import { toast } from '@/components/ui/toast';
import { apiRequest } from '@/lib/api-client';
import { ApiError, serverDetail } from '@/lib/api-error';
import { PENDING_KEY } from './get-pending-interactions';

/** POST /edit/response: rewrites a draft in place (the card's quick edits). */
export function editResponse(input: TEditResponseInput) {
  return apiRequest('/edit/response', ZEditResponseAnswer, { method: 'POST', body: input });
}

/** A quick edit: the card shows the rewritten draft at once; a 402 opens the paywall instead. */
export function useEditResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editResponse,
    onSuccess: ({ reply_id, suggested_response }) =>
      queryClient.setQueryData<TPendingInteraction[]>(PENDING_KEY, (list) =>
        list?.map((i) => (i.id === reply_id ? { ...i, suggested_response } : i)),
      ),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 402) return;
      toast({
        title: TEXT.replies.editFailed,
        description: serverDetail(error) ?? undefined,
        variant: 'destructive',
      });
    },
  });
}
