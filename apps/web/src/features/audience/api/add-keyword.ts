import {
  ZKeywordChangeAnswer,
  type TKeywordAddInput,
  type TKeywordChangeAnswer,
} from '@gatling/shared/api/audience';
import { apiRequest } from '@/lib/api-client';
import type { TMutationHandlers } from '@/lib/mutation-handlers';
import { useKeywordChange } from './change-keyword';

/** POST /keyword/add: words typed by hand, stored as the query monitoring searches with. */
export function addKeyword(input: TKeywordAddInput) {
  return apiRequest('/keyword/add', ZKeywordChangeAnswer, { method: 'POST', body: input });
}

export const useAddKeyword = (handlers: TMutationHandlers<TKeywordChangeAnswer, TKeywordAddInput> = {}) =>
  useKeywordChange(addKeyword, handlers);
