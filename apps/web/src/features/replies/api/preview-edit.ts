import { useMutation } from '@tanstack/react-query';
import { ZEditPreviewAnswer, type TEditPreviewInput } from '@gatling/shared/api/replies';
import { TEXT } from '@gatling/shared/spec';
import { toast } from '@/components/ui/toast';
import { apiRequest } from '@/lib/api-client';
import { ApiError, serverDetail } from '@/lib/api-error';

/** POST /edit/preview: rewrites a text without saving anything. */
export function previewEdit(input: TEditPreviewInput) {
  return apiRequest('/edit/preview', ZEditPreviewAnswer, { method: 'POST', body: input });
}

export function usePreviewEdit() {
  return useMutation({
    mutationFn: previewEdit,
    onError: (error) => {
      if (error instanceof ApiError && error.status === 402) return;
      toast({
        title: TEXT.replies.previewFailed,
        description: serverDetail(error) ?? undefined,
        variant: 'destructive',
      });
    },
  });
}
