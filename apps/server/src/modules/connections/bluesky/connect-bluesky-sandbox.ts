import {
  BLUESKY_NOT_SANDBOX_DETAIL,
  type TBlueskyProfile,
  type TSandboxBlueskyAccount,
  type TSandboxBlueskyConnectInput,
} from '@gatling/shared/api/connections';
import { AppError } from '../../../errors';
import { BadInputError, IdentityTakenError, PlatformError } from '../../../integrations/platform/errors';
import { identityConnectOf } from '../../../integrations/platform/registry';
import type { IdentityConnect } from '../../../integrations/platform/types';
import { toBlueskyProfile } from './bluesky-profile';
import type { TConnectionsContext } from '../context';
import { storeConnection } from '../store-connection';

/**
 * Bluesky on the sandbox network (decision 0067): the user picks one of its accounts, with no
 * password. 409 where Bluesky is the real one, whose accounts connect with an app password.
 */
function simulatedBluesky(ctx: Pick<TConnectionsContext, 'platforms'>): IdentityConnect {
  const provider = ctx.platforms.get('bluesky');
  const picker = provider.kind === 'sandbox' ? identityConnectOf(provider) : null;
  if (!picker) throw new AppError('CONFLICT', BLUESKY_NOT_SANDBOX_DETAIL);
  return picker;
}

/** GET /auth/bluesky/sandbox/accounts: the user's own simulated accounts first, then free ones. */
export async function listSandboxBlueskyAccounts(
  ctx: TConnectionsContext,
  userId: string,
): Promise<TSandboxBlueskyAccount[]> {
  const choices = await simulatedBluesky(ctx).listIdentities(userId);
  return choices.map(({ profile, yours }) => ({
    did: profile.id,
    handle: profile.username,
    display_name: profile.name,
    avatar_url: profile.avatar_url,
    followers: profile.followers,
    description: profile.description,
    yours,
  }));
}

/**
 * POST /auth/bluesky/sandbox: connects the simulated account the user picked, as a sign-in would
 * (the session stored sealed; connecting again replaces the connection). 404 for an account the
 * network does not have, 409 for one another user picked first.
 */
export async function connectSandboxBluesky(
  ctx: TConnectionsContext,
  userId: string,
  input: TSandboxBlueskyConnectInput,
): Promise<TBlueskyProfile> {
  const picker = simulatedBluesky(ctx);
  let connected;
  try {
    connected = await picker.connectIdentity({ identity: input.did.trim(), ownerUserId: userId });
  } catch (err) {
    if (err instanceof IdentityTakenError) throw new AppError('CONFLICT', err.message, { cause: err });
    if (err instanceof BadInputError) throw new AppError('NOT_FOUND', err.message, { cause: err });
    if (err instanceof PlatformError) {
      ctx.logger.warn({ err, user_id: userId }, 'the simulated Bluesky could not connect an account');
    }
    throw err;
  }
  const provider = ctx.platforms.get('bluesky');
  const row = await storeConnection(ctx, userId, 'bluesky', provider.kind, connected);
  return toBlueskyProfile(row, provider);
}
