import { addKeywordRoute } from '@gatling/shared/api/audience-routes';
import type { TKeywordAddInput, TKeywordChangeAnswer } from '@gatling/shared/api/audience';
import { callApi } from '@/lib/api-client';
import type { TMutationHandlers } from '@/lib/mutation-handlers';
import { useKeywordChange } from './change-keyword';

/** POST /keyword/add: words typed by hand, stored as the query monitoring searches with. */
export function addKeyword(input: TKeywordAddInput) {
  return callApi(addKeywordRoute, { body: input });
}

export const useAddKeyword = (handlers: TMutationHandlers<TKeywordChangeAnswer, TKeywordAddInput> = {}) =>
  useKeywordChange(addKeyword, handlers);
