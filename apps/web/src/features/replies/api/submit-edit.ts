import { submitEditRoute } from '@gatling/shared/api/replies-routes';
import type { TEditSubmitInput } from '@gatling/shared/api/replies';
import { callApi } from '@/lib/api-client';

/** POST /edit/submit: the user's own edit, learnt from (and turned into a rule when save_as_rule). */
export function submitEdit(input: TEditSubmitInput) {
  return callApi(submitEditRoute, { body: input });
}
