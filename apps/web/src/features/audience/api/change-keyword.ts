import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TKeywordChangeAnswer } from '@gatling/shared/api/audience';
import type { TMutationHandlers } from '@/lib/mutation-handlers';
import { KEYWORD_STATUS_KEY } from './get-keyword-status';

/**
 * A keyword added, edited or removed by hand: its answer (the new status) replaces the list at
 * once; after a failure the list is read again, since another window may have changed it.
 */
export function useKeywordChange<TInput>(
  change: (input: TInput) => Promise<TKeywordChangeAnswer>,
  { onSuccess, onError }: TMutationHandlers<TKeywordChangeAnswer, TInput>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (answer, input) => {
      queryClient.setQueryData(KEYWORD_STATUS_KEY, answer.status);
      onSuccess?.(answer, input);
    },
    onError: async (error, input) => {
      onError?.(error, input);
      await queryClient.invalidateQueries({ queryKey: KEYWORD_STATUS_KEY });
    },
  });
}
