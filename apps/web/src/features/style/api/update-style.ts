import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZStyleAnswer, type TStyleAnswer, type TStyleInput } from '@gatling/shared/api/style';
import { apiRequest } from '@/lib/api-client';
import type { TMutationHandlers } from '@/lib/mutation-handlers';
import { STYLE_KEY } from './get-style';

/** POST /users/style. */
export function updateStyle(input: TStyleInput) {
  return apiRequest('/users/style', ZStyleAnswer, { method: 'POST', body: input });
}

/**
 * Saves the style and puts the answer in the cache, so every screen shows it at once (spec §4:
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
