import { Agent, type AtpSessionData, type AtpSessionEvent, CredentialSession } from '@atproto/api';
import type { TLogger } from '../../../lib/logger';
import type { TCallOptions } from '../base-provider';
import type { TCredentials } from '../types';
import { pdsFetch, type TPdsFetch, type TPdsNetwork } from './pds-fetch';
import { tokenClaim } from './session-home';

/** Runs one call through the provider (retries, typed errors); `secondary` gives null when rate-limited. */
export type TRunner = {
  main<T>(operation: string, fn: (agent: Agent) => Promise<T>, options?: TCallOptions): Promise<T>;
  secondary<T>(operation: string, fn: (agent: Agent) => Promise<T>): Promise<T | null>;
};

/**
 * One provider call's client: an Agent resumed from the stored session, without the round trip of
 * resumeSession (which refreshes every time). When the access token has expired the client
 * refreshes by itself, once, and the new tokens go to `credentials.persist` before the call
 * returns: Bluesky rotates the refresh token, so tokens not stored are access lost.
 */
export type TBlueskySession = {
  agent: Agent;
  did: string;
  /** How the last refresh ended, if one was tried: 'expired' means the user must sign in again. */
  refresh(): 'update' | 'expired' | 'network-error' | null;
  /** Waits for the refreshed tokens to be stored; a failure to store them is logged, not thrown. */
  settle(): Promise<void>;
};

export function openSession(input: {
  serviceUrl: string;
  fetch: typeof fetch | undefined;
  pdsNetwork?: TPdsNetwork | undefined;
  credentials: TCredentials;
  logger: TLogger;
  /** Where the session lives (session-home.ts); the configured service when not given. */
  home?: URL | undefined;
}): TBlueskySession {
  const { credentials, logger } = input;
  // A new guard per opening: a resumed session's PDS is judged afresh, never from an earlier call.
  const guard = pdsFetch(input.serviceUrl, input.fetch, input.pdsNetwork);
  let lastRefresh: 'update' | 'expired' | 'network-error' | null = null;
  const pending: Promise<void>[] = [];
  const onSession = (event: AtpSessionEvent, session: AtpSessionData | undefined) => {
    // The refresh answer's DID document set the client's PDS just before this event.
    if (event === 'update') guard.recheck();
    if (event === 'update' || event === 'expired' || event === 'network-error') lastRefresh = event;
    if (event !== 'update' || !session) return;
    logger.info({ platform: 'bluesky', did: session.did }, 'Bluesky session refreshed');
    if (!credentials.persist) return;
    pending.push(
      credentials
        .persist({ accessToken: session.accessJwt, accessSecret: session.refreshJwt })
        .catch((err) => {
          logger.warn(
            { platform: 'bluesky', error: err instanceof Error ? err.message : String(err) },
            'the refreshed Bluesky session could not be stored; the next call may need a new sign-in',
          );
        }),
    );
  };
  const manager = new CredentialSession(input.home ?? new URL(input.serviceUrl), guard.fetch, onSession);
  manager.session = {
    accessJwt: credentials.accessToken,
    refreshJwt: credentials.accessSecret,
    did: credentials.userId,
    handle: credentials.username,
    active: true,
  };
  return {
    agent: new Agent(manager),
    did: credentials.userId,
    refresh: () => lastRefresh,
    settle: async () => {
      while (pending.length > 0) await Promise.all(pending.splice(0));
    },
  };
}

/**
 * A client with no session, for signing in at `home` (the configured service, or the account's own
 * PDS found from its handle: find-pds.ts); `pds` judges every other origin it reaches, `home`
 * included when it is not the configured service, and the PDS the sign-in's DID document names.
 */
export function openSignIn(
  serviceUrl: string,
  fetchImpl: typeof fetch | undefined,
  pdsNetwork?: TPdsNetwork,
  home: URL = new URL(serviceUrl),
): { manager: CredentialSession; agent: Agent; pds: TPdsFetch } {
  const pds = pdsFetch(serviceUrl, fetchImpl, pdsNetwork);
  const manager = new CredentialSession(home, pds.fetch, (event) => {
    if (event === 'create' || event === 'update') pds.recheck();
  });
  return { manager, agent: new Agent(manager), pds };
}

/**
 * The `scope` claim of an access token. The payload is read, not verified: the token came straight
 * from the service over TLS, and the scope only decides whether to refuse it.
 */
export function accessScope(accessJwt: string): string | null {
  return tokenClaim(accessJwt, 'scope');
}

/** App passwords sign in with these scopes; the account password with 'com.atproto.access'. */
export const APP_PASSWORD_SCOPES = new Set(['com.atproto.appPass', 'com.atproto.appPassPrivileged']);
