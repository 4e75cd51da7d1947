import { completeTwitterCallbackRoute } from '@gatling/shared/api/connections-routes';
import type { TTwitterCallbackAnswer } from '@gatling/shared/api/connections';
import { callApi } from '@/lib/api-client';

export type TCallbackParams = { oauthToken: string; oauthVerifier: string } | { denied: string };

/** GET /auth/twitter/callback with what the platform sent back. */
export function completeTwitterCallback(params: TCallbackParams): Promise<TTwitterCallbackAnswer> {
  const query =
    'denied' in params
      ? { denied: params.denied }
      : { oauth_token: params.oauthToken, oauth_verifier: params.oauthVerifier };
  return callApi(completeTwitterCallbackRoute, { query });
}
