import { ZTwitterRequestTokenAnswer, getTwitterRequestTokenRoute } from '@gatling/shared/api/connections';
import { callApi } from '@/lib/api-client';

/** GET /auth/twitter/request_token; read leniently so a missing URL is reported, not thrown by the parser. */
export function getRequestToken() {
  return callApi({ ...getTwitterRequestTokenRoute, answer: ZTwitterRequestTokenAnswer.partial() });
}
