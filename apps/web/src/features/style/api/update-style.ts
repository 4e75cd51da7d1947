import { saveStyleRoute } from '@gatling/shared/api/style-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TStyleAnswer, TStyleInput } from '@gatling/shared/api/style';
import { callApi } from '@/lib/api-client';
import type { TMutationHandlers } from '@/lib/mutation-handlers';
import { STYLE_KEY } from './get-style';

/** POST /users/style. */
export function updateStyle(input: TStyleInput) {
  return callApi(saveStyleRoute, { body: input });
}

/**
 * Saves the style and puts the answer in the cache, so every screen shows it at once (docs/product/states.md:
 * saved, back to viewing with the cached value updated).
 */
export function useUpdateStyle({ onSuccess, onError }: TMutationHandlers<TStyleAnswer, TStyleInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStyle,
    onSuccess: (answer, input) => {
      queryClient.setQueryData(STYLE_KEY, answer);
      onSuccess?.(answer, input);
    },
    onError,
  });
}
