import { toggleKeywordsRoute } from '@gatling/shared/api/audience-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TKeywordStatus, TKeywordToggleInput } from '@gatling/shared/api/audience';
import { callApi } from '@/lib/api-client';
import type { TMutationHandlers } from '@/lib/mutation-handlers';
import { KEYWORD_STATUS_KEY } from './get-keyword-status';

/**
 * POST /keyword/toggle. The spec shows no answer; ours answers the new keyword status, which is
 * used when present (null otherwise).
 */
export async function toggleKeywords(input: TKeywordToggleInput): Promise<TKeywordStatus | null> {
  const answer: unknown = await callApi(toggleKeywordsRoute, { body: input });
  return isKeywordStatus(answer) ? answer : null;
}

const isWords = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** Whether an answer is a keyword status (both lists of words). */
function isKeywordStatus(value: unknown): value is TKeywordStatus {
  if (typeof value !== 'object' || value === null) return false;
  const status = value as Record<string, unknown>;
  return isWords(status.active_keywords) && isWords(status.inactive_keywords);
}

/** Moves each keyword to the list its flag names, keeping the order the user sees. */
export function applyToggles(status: TKeywordStatus, input: TKeywordToggleInput): TKeywordStatus {
  const flags = new Map(input.keywords.map((k) => [k.keyword, k.active]));
  const all = [...status.active_keywords, ...status.inactive_keywords];
  const isActive = (k: string) => flags.get(k) ?? status.active_keywords.includes(k);
  return {
    active_keywords: all.filter(isActive),
    inactive_keywords: all.filter((k) => !isActive(k)),
  };
}

/** Turns keywords on or off. The checkbox moves at once; a failure puts it back. */
export function useToggleKeywords({
  onSuccess,
  onError,
}: TMutationHandlers<TKeywordStatus | null, TKeywordToggleInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleKeywords,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: KEYWORD_STATUS_KEY });
      const before = queryClient.getQueryData<TKeywordStatus>(KEYWORD_STATUS_KEY);
      if (before) queryClient.setQueryData(KEYWORD_STATUS_KEY, applyToggles(before, input));
      return { before };
    },
    onSuccess: async (status, input) => {
      onSuccess?.(status, input);
      if (status) queryClient.setQueryData(KEYWORD_STATUS_KEY, status);
      else await queryClient.invalidateQueries({ queryKey: KEYWORD_STATUS_KEY });
    },
    onError: async (error, input, context) => {
      if (context?.before) queryClient.setQueryData(KEYWORD_STATUS_KEY, context.before);
      onError?.(error, input);
      await queryClient.invalidateQueries({ queryKey: KEYWORD_STATUS_KEY });
    },
  });
}
