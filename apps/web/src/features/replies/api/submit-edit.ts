import { ZEditSubmitAnswer, type TEditSubmitInput } from '@gatling/shared/api/replies';
import { apiRequest } from '@/lib/api-client';

/** POST /edit/submit: the user's own edit, learnt from (and turned into a rule when save_as_rule). */
export function submitEdit(input: TEditSubmitInput) {
  return apiRequest('/edit/submit', ZEditSubmitAnswer, { method: 'POST', body: input });
}
