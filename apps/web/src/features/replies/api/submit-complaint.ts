import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZComplaint, type TComplaintInput } from '@gatling/shared/api/replies';
import { TEXT } from '@gatling/shared/spec';
import { toast } from '@/components/ui/toast';
import { apiRequest } from '@/lib/api-client';
import { serverDetail } from '@/lib/api-error';
import { REPLIES_COPY } from '../texts';
import { complaintKey } from './get-complaint';

/** POST /complaint: curation feedback on one interaction (spec §5: not blank). */
export function submitComplaint(input: TComplaintInput) {
  return apiRequest('/complaint', ZComplaint, { method: 'POST', body: input });
}

export function useSubmitComplaint(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitComplaint,
    onSuccess: (complaint) => {
      queryClient.setQueryData(complaintKey(complaint.interaction_id), complaint);
      toast({ title: REPLIES_COPY.complaint.sent, variant: 'success' });
      onDone();
    },
    onError: (error) =>
      toast({
        title: TEXT.replies.complaintFailed,
        description: serverDetail(error) ?? undefined,
        variant: 'destructive',
      }),
  });
}
