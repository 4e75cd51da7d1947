import { useMutation } from '@tanstack/react-query';
import {
  ZEditPreviewAnswer,
  type TEditPreviewAnswer,
  type TEditPreviewInput,
} from '@gatling/shared/api/replies';
import { apiRequest } from '@/lib/api-client';
import type { TMutationHandlers } from '@/lib/mutation-handlers';

/** POST /edit/preview: rewrites a text without saving anything. */
export function previewEdit(input: TEditPreviewInput) {
  return apiRequest('/edit/preview', ZEditPreviewAnswer, { method: 'POST', body: input });
}

export function usePreviewEdit({
  onSuccess,
  onError,
}: TMutationHandlers<TEditPreviewAnswer, TEditPreviewInput> = {}) {
  return useMutation({ mutationFn: previewEdit, onSuccess, onError });
}
