import { useMutation } from '@tanstack/react-query';
import {
  type TEditPreviewAnswer,
  type TEditPreviewInput,
  previewEditRoute,
} from '@gatling/shared/api/replies';
import { callApi } from '@/lib/api-client';
import type { TMutationHandlers } from '@/lib/mutation-handlers';

/** POST /edit/preview: rewrites a text without saving anything. */
export function previewEdit(input: TEditPreviewInput) {
  return callApi(previewEditRoute, { body: input });
}

export function usePreviewEdit({
  onSuccess,
  onError,
}: TMutationHandlers<TEditPreviewAnswer, TEditPreviewInput> = {}) {
  return useMutation({ mutationFn: previewEdit, onSuccess, onError });
}
