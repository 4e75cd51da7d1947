import { getTwitterRequestTokenRoute } from '@gatling/shared/api/connections-routes';
import type { TTwitterRequestTokenAnswer } from '@gatling/shared/api/connections';
import { callApi } from '@/lib/api-client';

/** GET /auth/twitter/request_token; read leniently, so a missing URL is reported by the caller. */
export async function getRequestToken(): Promise<Partial<TTwitterRequestTokenAnswer>> {
  return callApi(getTwitterRequestTokenRoute);
}
