import { ZTwitterRequestTokenAnswer } from '@gatling/shared/api/connections';
import { apiRequest } from '@/lib/api-client';

/** GET /auth/twitter/request_token; read leniently so a missing URL is reported, not thrown by the parser. */
export function getRequestToken() {
  return apiRequest('/auth/twitter/request_token', ZTwitterRequestTokenAnswer.partial());
}
