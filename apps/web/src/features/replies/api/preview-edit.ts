import { previewEditRoute } from '@gatling/shared/api/replies-routes';
import { useMutation } from '@tanstack/react-query';
import type { TEditPreviewAnswer, TEditPreviewInput } from '@gatling/shared/api/replies';
import { callApi } from '@/lib/api-client';
import type { TMutationHandlers } from '@/lib/mutation-handlers';
import { useCancellable } from './edit-response';

/** POST /edit/preview: rewrites a text without saving anything; aborting `signal` stops the model too. */
export function previewEdit(input: TEditPreviewInput, signal?: AbortSignal) {
  return callApi(previewEditRoute, { body: input, ...(signal ? { signal } : {}) });
}

/** The edit form's rewrite: `cancel` stops the one in flight, which then fails as isCancelled. */
export function usePreviewEdit({
  onSuccess,
  onError,
}: TMutationHandlers<TEditPreviewAnswer, TEditPreviewInput> = {}) {
  const { run, cancel } = useCancellable(previewEdit);
  return { ...useMutation({ mutationFn: run, onSuccess, onError }), cancel };
}
