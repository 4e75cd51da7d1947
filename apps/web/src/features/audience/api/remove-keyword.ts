import {
  ZKeywordChangeAnswer,
  type TKeywordChangeAnswer,
  type TKeywordRemoveInput,
} from '@gatling/shared/api/audience';
import { apiRequest } from '@/lib/api-client';
import type { TMutationHandlers } from '@/lib/mutation-handlers';
import { useKeywordChange } from './change-keyword';

/** POST /keyword/remove: one keyword, named as stored. */
export function removeKeyword(input: TKeywordRemoveInput) {
  return apiRequest('/keyword/remove', ZKeywordChangeAnswer, { method: 'POST', body: input });
}

export const useRemoveKeyword = (
  handlers: TMutationHandlers<TKeywordChangeAnswer, TKeywordRemoveInput> = {},
) => useKeywordChange(removeKeyword, handlers);
