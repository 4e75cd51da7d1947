import { ZTwitterCallbackAnswer, type TTwitterCallbackAnswer } from '@gatling/shared/api/connections';
import { apiRequest } from '@/lib/api-client';

export type TCallbackParams = { oauthToken: string; oauthVerifier: string } | { denied: string };

/** GET /auth/twitter/callback with what the platform sent back. */
export function completeTwitterCallback(params: TCallbackParams): Promise<TTwitterCallbackAnswer> {
  const query = new URLSearchParams(
    'denied' in params
      ? { denied: params.denied }
      : { oauth_token: params.oauthToken, oauth_verifier: params.oauthVerifier },
  );
  return apiRequest(`/auth/twitter/callback?${query.toString()}`, ZTwitterCallbackAnswer);
}
