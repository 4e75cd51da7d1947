import {
  BLUESKY_SANDBOX_SIGN_IN_DETAIL,
  type TBlueskyProfile,
  type ZBlueskyConnectInput,
} from '@gatling/shared/api/connections';
import type { z } from 'zod';
import { AppError } from '../../../errors';
import {
  BadInputError,
  PlatformDownError,
  PlatformError,
  RateLimitedError,
  ReconnectNeededError,
} from '../../../integrations/platform/errors';
import { BlueskySignInError } from '../../../integrations/platform/bluesky/bluesky-errors';
import { toBlueskyProfile } from './bluesky-profile';
import { BLUESKY_CONNECT_DETAIL, BLUESKY_SIGN_IN_DETAIL, waitText } from './bluesky-texts';
import type { TConnectionsContext } from '../context';
import { storeConnection } from '../store-connection';

/** The connect input once read: the identifier trimmed and without its leading @. */
export type TBlueskyConnect = z.output<typeof ZBlueskyConnectInput>;

/**
 * Connects the user's Bluesky account: signs in with the handle (or e-mail) and app password, and
 * stores the session it gives, sealed. The password is used for that one call and never kept,
 * logged or answered. Nothing is stored when the sign-in fails.
 */
export async function connectBluesky(
  ctx: TConnectionsContext,
  userId: string,
  input: TBlueskyConnect,
): Promise<TBlueskyProfile> {
  const provider = ctx.platforms.get('bluesky');
  // The simulated Bluesky has no passwords: its accounts are picked (connect-bluesky-sandbox.ts).
  if (provider.kind === 'sandbox') throw new AppError('CONFLICT', BLUESKY_SANDBOX_SIGN_IN_DETAIL);
  let connected;
  try {
    connected = await provider.signIn({ identifier: input.identifier, password: input.app_password });
  } catch (err) {
    throw signInFailure(err, provider.serviceUrl, ctx, userId) ?? err;
  }
  const row = await storeConnection(ctx, userId, 'bluesky', provider.kind, connected);
  return toBlueskyProfile(row, provider);
}

/**
 * A failed sign-in as the API's error, or null for anything that is not a platform failure (a bug:
 * left to the app's error handler). The error is logged without the input: the password never
 * reaches a log line.
 */
function signInFailure(
  err: unknown,
  service: string,
  ctx: Pick<TConnectionsContext, 'logger'>,
  userId: string,
): AppError | null {
  // The identifier, the password and the platform's own words stay out of the answer.
  const options = { cause: err };
  if (err instanceof BlueskySignInError) {
    const code = err.reason === 'account_password' ? 'VALIDATION_FAILED' : 'BAD_REQUEST';
    return new AppError(code, BLUESKY_SIGN_IN_DETAIL[err.reason], options);
  }
  // Any other refusal of what was typed reads as a wrong handle or password: it is the user's to fix.
  if (err instanceof ReconnectNeededError || err instanceof BadInputError) {
    return new AppError('BAD_REQUEST', BLUESKY_SIGN_IN_DETAIL.wrong_password, options);
  }
  if (err instanceof RateLimitedError) {
    const seconds = Math.max(1, Math.ceil((err.resetAt.getTime() - Date.now()) / 1000));
    return new AppError('RATE_LIMITED', BLUESKY_CONNECT_DETAIL.rateLimited(waitText(seconds)), {
      retryAfterSeconds: seconds,
      cause: err,
    });
  }
  if (err instanceof PlatformDownError) {
    ctx.logger.warn({ err, user_id: userId, service }, 'Bluesky could not be reached to sign in');
    return new AppError('UNAVAILABLE', BLUESKY_CONNECT_DETAIL.unreachable(service), options);
  }
  if (err instanceof PlatformError) {
    ctx.logger.warn({ err, user_id: userId, service }, 'Bluesky gave an unexpected answer to a sign-in');
    return new AppError('UNAVAILABLE', BLUESKY_CONNECT_DETAIL.unexpected(service), options);
  }
  return null;
}
