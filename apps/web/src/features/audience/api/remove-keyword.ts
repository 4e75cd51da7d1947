import { removeKeywordRoute } from '@gatling/shared/api/audience-routes';
import type { TKeywordChangeAnswer, TKeywordRemoveInput } from '@gatling/shared/api/audience';
import { callApi } from '@/lib/api-client';
import type { TMutationHandlers } from '@/lib/mutation-handlers';
import { useKeywordChange } from './change-keyword';

/** POST /keyword/remove: one keyword, named as stored. */
export function removeKeyword(input: TKeywordRemoveInput) {
  return callApi(removeKeywordRoute, { body: input });
}

export const useRemoveKeyword = (
  handlers: TMutationHandlers<TKeywordChangeAnswer, TKeywordRemoveInput> = {},
) => useKeywordChange(removeKeyword, handlers);
