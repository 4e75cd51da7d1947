import { addKeywordRoute, removeKeywordRoute } from '@gatling/shared/api/audience-routes';
import { callApi } from '@/lib/api-client';

/**
 * `/keywords add <words>` and `/keywords remove <words>`: the same routes, and so the same checks
 * and answers, as the keyword list on Target Audience. A keyword to remove is named by its words.
 */
export function changeKeyword(change: { verb: 'add' | 'remove'; words: string }) {
  return change.verb === 'add'
    ? callApi(addKeywordRoute, { body: { words: change.words } })
    : callApi(removeKeywordRoute, { body: { keyword: change.words } });
}
