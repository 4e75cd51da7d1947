import crypto from 'node:crypto';
import { findAccount, type TAccount, type TFakeState } from './state';
import { signJwt } from './tokens';
import { required, type TRoute, XrpcFail } from './xrpc';

const ACCESS_SECONDS = 2 * 60 * 60;
const REFRESH_SECONDS = 90 * 24 * 60 * 60;
/** How long a used refresh token still refreshes (the PDS's grace period). */
export const REFRESH_GRACE_MS = 2 * 60 * 60 * 1000;

/**
 * The account's DID document as a PDS puts it in session answers: its handle and the PDS that
 * holds its repository (#atproto_pds), which @atproto/api then sends the session's calls to.
 */
function didDocOf(state: TFakeState, account: TAccount) {
  if (!state.pds) return {};
  return {
    didDoc: {
      '@context': ['https://www.w3.org/ns/did/v1'],
      id: account.did,
      alsoKnownAs: [`at://${account.handle}`],
      service: [{ id: '#atproto_pds', type: 'AtprotoPersonalDataServer', serviceEndpoint: state.pds }],
    },
  };
}

/** A new session's tokens, as createSession and refreshSession give them. */
export function issueSession(
  state: TFakeState,
  account: TAccount,
  scope: string,
  jti: string = crypto.randomUUID(),
) {
  const iat = Math.floor(Date.now() / 1000);
  // Each token names its session (before the dot) and is unique, even within one second.
  const accessJwt = signJwt('at+jwt', {
    scope,
    sub: account.did,
    aud: state.did,
    iat,
    exp: iat + ACCESS_SECONDS,
    jti: `${jti}.${crypto.randomUUID()}`,
  });
  const refreshJwt = signJwt('refresh+jwt', {
    scope: 'com.atproto.refresh',
    sub: account.did,
    aud: state.did,
    iat,
    exp: iat + REFRESH_SECONDS,
    jti: `${jti}.${crypto.randomUUID()}`,
  });
  state.sessions.set(jti, { jti, did: account.did, scope, live: true });
  state.issuedAccessTokens.add(accessJwt);
  return {
    accessJwt,
    refreshJwt,
    handle: account.handle,
    did: account.did,
    ...didDocOf(state, account),
    active: true,
  };
}

export const SESSION_ROUTES: Record<string, TRoute> = {
  'com.atproto.server.describeServer': {
    method: 'GET',
    auth: 'none',
    handle: ({ state }) => ({ did: state.did, availableUserDomains: ['.bsky.social'] }),
  },
  'com.atproto.server.createSession': {
    method: 'POST',
    auth: 'none',
    handle: ({ state, body }) => {
      const identifier = required(body.identifier, 'identifier');
      const password = required(body.password, 'password');
      const account = findAccount(state, identifier);
      const scope =
        account?.password === password
          ? 'com.atproto.access'
          : account?.appPasswords.includes(password)
            ? 'com.atproto.appPass'
            : null;
      if (!account || !scope)
        throw new XrpcFail(401, 'AuthenticationRequired', 'Invalid identifier or password');
      if (account.status === 'takendown')
        throw new XrpcFail(401, 'AccountTakedown', 'Account has been taken down');
      const session = {
        ...issueSession(state, account, scope),
        ...(account.status === 'deactivated' ? { active: false, status: 'deactivated' } : {}),
      };
      return scope === 'com.atproto.access'
        ? { ...session, email: account.email, emailConfirmed: true, emailAuthFactor: false }
        : session;
    },
  },
  'com.atproto.server.refreshSession': {
    method: 'POST',
    auth: 'refresh',
    handle: ({ state, account, session, refreshToken }) => {
      if (!state.usedRefreshTokens.has(refreshToken)) state.usedRefreshTokens.set(refreshToken, Date.now());
      return issueSession(state, account, session.scope, session.jti);
    },
  },
  'com.atproto.server.getSession': {
    method: 'GET',
    auth: 'access',
    handle: ({ state, account }) => ({
      handle: account.handle,
      did: account.did,
      ...didDocOf(state, account),
      active: true,
    }),
  },
  'com.atproto.server.deleteSession': {
    method: 'POST',
    auth: 'refresh',
    handle: ({ session }) => {
      session.live = false;
      return undefined;
    },
  },
};
