import { and, eq, isNull } from 'drizzle-orm';
import type { TTwitterCallbackQuery, TTwitterProfile } from '@gatling/shared/api/connections';
import { platformOauthRequests } from '../../../db/schema/connections';
import { AppError } from '../../../errors';
import type { TConnectionsContext } from '../context';
import { connectFailure } from '../platform-failure';
import { REQUEST_TOKEN_TTL_MS, twitterNotConfigured } from './start-twitter-connect';
import { storeConnection } from '../store-connection';
import { toTwitterProfile } from './twitter-profile';

export const CALLBACK_DETAIL = {
  missing: 'Missing OAuth parameters',
  cancelled: 'X authorization was cancelled',
  unknown: 'This X authorization is unknown or was started from another account. Please connect again.',
  used: 'This X authorization was already used. Please connect again.',
  expired: 'This X authorization has expired. Please connect again.',
} as const;

/**
 * Step 3 of connecting: checks that the request token is this user's and unused, claims it (one
 * statement, so a replay racing the first call loses), exchanges the verifier for the user's
 * access, and stores that access sealed. Nothing is created or changed when a check fails.
 */
export async function finishTwitterConnect(
  ctx: TConnectionsContext,
  userId: string,
  query: TTwitterCallbackQuery,
): Promise<TTwitterProfile> {
  // Checked first: with X not configured there is nothing to finish, and no request is spent.
  const provider = ctx.platforms.get('twitter');
  if (provider.kind === 'unconfigured') throw twitterNotConfigured();
  if (query.denied !== undefined) {
    // The user cancelled on the platform: the request can never be completed, so it is spent.
    await claimRequest(ctx, userId, query.denied);
    throw new AppError('BAD_REQUEST', CALLBACK_DETAIL.cancelled);
  }
  const token = query.oauth_token?.trim();
  const verifier = query.oauth_verifier?.trim();
  if (!token || !verifier) throw new AppError('BAD_REQUEST', CALLBACK_DETAIL.missing);

  const [request] = await ctx.db
    .select()
    .from(platformOauthRequests)
    .where(eq(platformOauthRequests.requestToken, token));
  // Another user's request reads as unknown: nothing about it is revealed.
  if (!request || request.userId !== userId || request.platform !== 'twitter') {
    throw new AppError('NOT_FOUND', CALLBACK_DETAIL.unknown);
  }
  if (request.usedAt) throw new AppError('CONFLICT', CALLBACK_DETAIL.used);
  if (Date.now() - request.createdAt.getTime() > REQUEST_TOKEN_TTL_MS) {
    throw new AppError('BAD_REQUEST', CALLBACK_DETAIL.expired);
  }
  if (!(await claimRequest(ctx, userId, token))) throw new AppError('CONFLICT', CALLBACK_DETAIL.used);

  let result;
  try {
    result = await provider.finishConnect({
      requestToken: token,
      requestSecret: ctx.cipher.decrypt(request.requestSecretSealed),
      verifier,
    });
  } catch (err) {
    throw connectFailure(err, 'finish', ctx.logger) ?? err;
  }
  const row = await storeConnection(ctx, userId, 'twitter', provider.kind, result);
  return toTwitterProfile(row, provider);
}

/** Marks the user's unused request as used; false when there was none to claim. */
async function claimRequest(ctx: TConnectionsContext, userId: string, token: string): Promise<boolean> {
  const claimed = await ctx.db
    .update(platformOauthRequests)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(platformOauthRequests.requestToken, token),
        eq(platformOauthRequests.userId, userId),
        isNull(platformOauthRequests.usedAt),
      ),
    )
    .returning({ token: platformOauthRequests.requestToken });
  return claimed.length > 0;
}
