import { connectBlueskyRoute } from '@gatling/shared/api/connections-routes';
import type { TBlueskyConnectInput, TBlueskyProfile } from '@gatling/shared/api/connections';
import { callApi } from '@/lib/api-client';

/**
 * POST /auth/bluesky with a handle (or e-mail) and an app password; answers the connected profile.
 * A plain call, not a TanStack mutation: a mutation keeps its variables (the password) in the
 * client's mutation cache, and the password must not outlive the request in the browser.
 */
export async function connectBluesky(input: TBlueskyConnectInput): Promise<TBlueskyProfile> {
  const answer = await callApi(connectBlueskyRoute, { body: input });
  return answer.data;
}
