import { updateKeywordRoute } from '@gatling/shared/api/audience-routes';
import type { TKeywordChangeAnswer, TKeywordUpdateInput } from '@gatling/shared/api/audience';
import { callApi } from '@/lib/api-client';
import type { TMutationHandlers } from '@/lib/mutation-handlers';
import { useKeywordChange } from './change-keyword';

/** POST /keyword/update: new words for one keyword (named as stored); its filters stay. */
export function updateKeyword(input: TKeywordUpdateInput) {
  return callApi(updateKeywordRoute, { body: input });
}

export const useUpdateKeyword = (
  handlers: TMutationHandlers<TKeywordChangeAnswer, TKeywordUpdateInput> = {},
) => useKeywordChange(updateKeyword, handlers);
