import type { TLogger } from '../../../lib/logger';
import type { TCallOptions } from '../base-provider';
import { BadInputError, PlatformDownError, RateLimitedError, ReconnectNeededError } from '../errors';
import type { TConnected, TPlatformProfile } from '../types';
import { BlueskySignInError, xrpcErrorName } from './bluesky-errors';
import { findAccountPds } from './find-pds';
import { mapProfile } from './map-post';
import { PdsAddressRefusedError } from './pds-address';
import { pdsFetch, type TPdsFetch, type TPdsNetwork } from './pds-fetch';
import { accessScope, APP_PASSWORD_SCOPES, openSignIn } from './session';

type TSignInContext = {
  serviceUrl: string;
  /** Where did:plc documents are read (find-pds.ts). */
  plcUrl: string;
  fetch: typeof fetch | undefined;
  pdsNetwork?: TPdsNetwork | undefined;
  logger: TLogger;
  call<T>(operation: string, fn: () => Promise<T>, options?: TCallOptions): Promise<T>;
};

/**
 * Signs in with an app password (com.atproto.server.createSession) at the configured service, or,
 * when it does not know the account, at the PDS the handle leads to (find-pds.ts): an account
 * hosted elsewhere connects too. The password is used for these calls only. A session made with
 * the account password is ended at once (deleteSession) and refused: it can do everything the
 * account can, including change the password, so it is never kept. The access token's `scope`
 * tells them apart.
 */
export async function signIn(
  input: { identifier: string; password: string },
  context: TSignInContext,
): Promise<TConnected> {
  const identifier = input.identifier.trim().replace(/^@+/, '');
  const attempt = async (home?: URL) => {
    const opened = openSignIn(context.serviceUrl, context.fetch, context.pdsNetwork, home);
    try {
      const login = await context.call('signIn', () =>
        opened.manager.login({ identifier, password: input.password }),
      );
      return { ...opened, login };
    } catch (err) {
      throw signInFailure(err);
    }
  };
  let signedIn;
  try {
    signedIn = await attempt();
  } catch (err) {
    if (!(err instanceof BlueskySignInError) || err.reason !== 'wrong_password') throw err;
    const guard = pdsFetch(context.serviceUrl, context.fetch, context.pdsNetwork);
    const home = await findAccountPds(identifier, { ...context, pds: guard });
    if (!home) throw err;
    context.logger.info({ platform: 'bluesky', pds: home.origin }, 'signing in at the account’s own PDS');
    signedIn = await attempt(home);
  }
  const { manager, agent, pds, login } = signedIn;
  const session = login.data;
  const scope = accessScope(session.accessJwt);
  const refusal = !scope || !APP_PASSWORD_SCOPES.has(scope) ? 'account_password' : inactiveReason(session);
  if (refusal) {
    // logout() is com.atproto.server.deleteSession with the refresh token; it never throws.
    await manager.logout();
    context.logger.info(
      { platform: 'bluesky', reason: refusal },
      'Bluesky sign-in refused; its session was ended',
    );
    throw new BlueskySignInError(refusal);
  }
  await assertPdsAllowed(manager, pds, context.logger);
  const credentials = {
    accessToken: session.accessJwt,
    accessSecret: session.refreshJwt,
    userId: session.did,
    username: session.handle,
  };
  let profile: TPlatformProfile;
  try {
    const answer = await context.call('signIn.profile', () =>
      agent.app.bsky.actor.getProfile({ actor: session.did }),
    );
    profile = mapProfile(answer.data);
  } catch (err) {
    // The session is made: when the profile is only slow to come, connect with what sign-in told.
    if (!(
      err instanceof PlatformDownError ||
      err instanceof RateLimitedError ||
      err instanceof BadInputError
    )) {
      throw err;
    }
    profile = {
      id: session.did,
      username: session.handle,
      name: session.handle,
      avatar_url: null,
      followers: null,
      following: null,
      description: null,
    };
  }
  const latest = manager.session;
  return {
    credentials: latest
      ? { ...credentials, accessToken: latest.accessJwt, accessSecret: latest.refreshJwt }
      : credentials,
    profile,
  };
}

/**
 * Before anything goes to the PDS the sign-in's DID document named: refused (the session ended, at
 * the configured service) when it is not a public https address. The user reads the same answer
 * however that address would have answered, so the refusal tells nothing about it.
 */
async function assertPdsAllowed(
  manager: { pdsUrl?: URL | undefined; logout(): Promise<void> },
  pds: TPdsFetch,
  logger: TLogger,
): Promise<void> {
  if (!manager.pdsUrl) return;
  try {
    await pds.check(manager.pdsUrl);
  } catch (err) {
    if (!(err instanceof PdsAddressRefusedError)) throw err;
    await manager.logout();
    logger.warn(
      { platform: 'bluesky', pds: err.origin, reason: err.reason },
      "Bluesky sign-in refused: the account's PDS is not a public https address; its session was ended",
    );
    throw new BlueskySignInError('pds_not_allowed', { cause: err });
  }
}

function inactiveReason(session: { active?: boolean; status?: string }): 'takendown' | 'deactivated' | null {
  if (session.active !== false) return null;
  return session.status === 'takendown' || session.status === 'suspended' ? 'takendown' : 'deactivated';
}

/** Wrong identifier or password, an account that cannot sign in: said so; the rest as they are. */
function signInFailure(err: unknown): unknown {
  // The account's own PDS (found from its handle) is not at a public https address: not called.
  if (err instanceof PdsAddressRefusedError) return new BlueskySignInError('pds_not_allowed', { cause: err });
  const name = xrpcErrorName(err);
  if (name === 'AccountTakedown') return new BlueskySignInError('takendown', { cause: err });
  // Only the account password asks for the e-mailed code; app passwords never do.
  if (name === 'AuthFactorTokenRequired') return new BlueskySignInError('account_password', { cause: err });
  if (err instanceof ReconnectNeededError || (err instanceof BadInputError && name === 'InvalidRequest')) {
    return new BlueskySignInError('wrong_password', { cause: err });
  }
  return err;
}
