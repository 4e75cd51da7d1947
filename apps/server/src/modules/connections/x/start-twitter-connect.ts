import { and, eq, lt } from 'drizzle-orm';
import {
  TWITTER_NOT_CONFIGURED_DETAIL,
  type TTwitterRequestTokenAnswer,
} from '@gatling/shared/api/connections';
import { ROUTES } from '@gatling/shared/spec';
import { platformOauthRequests } from '../../../db/schema/connections';
import { AppError } from '../../../errors';
import type { TConnectionsContext } from '../context';
import { connectFailure } from '../platform-failure';

/** How long a request token may wait for its callback. */
export const REQUEST_TOKEN_TTL_MS = 30 * 60_000;

/** The 409 of connecting when X is not configured on this server (no keys, no sandbox in production). */
export const twitterNotConfigured = () => new AppError('CONFLICT', TWITTER_NOT_CONFIGURED_DETAIL);

/**
 * Step 1 of connecting: asks the platform for a request token, keeps it bound to this user (its
 * secret sealed) for the callback, and answers the page the browser goes to.
 */
export async function startTwitterConnect(
  ctx: TConnectionsContext,
  userId: string,
): Promise<TTwitterRequestTokenAnswer> {
  const provider = ctx.platforms.get('twitter');
  if (provider.kind === 'unconfigured') throw twitterNotConfigured();
  const callbackUrl = `${ctx.config.publicUrl}${ROUTES.twitterCallback}`;
  let start;
  try {
    start = await provider.startConnect(callbackUrl);
  } catch (err) {
    throw connectFailure(err, 'start', ctx.logger) ?? err;
  }
  // This user's requests that can no longer be used go; recent used ones stay so a replay is told so.
  await ctx.db
    .delete(platformOauthRequests)
    .where(
      and(
        eq(platformOauthRequests.userId, userId),
        lt(platformOauthRequests.createdAt, new Date(Date.now() - REQUEST_TOKEN_TTL_MS)),
      ),
    );
  await ctx.db.insert(platformOauthRequests).values({
    requestToken: start.requestToken,
    userId,
    platform: 'twitter',
    requestSecretSealed: ctx.cipher.encrypt(start.requestSecret),
  });
  return { authorization_url: start.authorizationUrl };
}
