import { XRPCError } from '@atproto/api';
import { rateLimitResetAt } from '../base-provider';
import {
  BadInputError,
  PlatformDownError,
  PlatformError,
  RateLimitedError,
  ReconnectNeededError,
} from '../errors';
import { PdsAddressRefusedError } from './pds-address';

/** Why a Bluesky sign-in was refused, for the connect page to say what to do. */
export type TBlueskySignInFailure =
  'wrong_password' | 'account_password' | 'takendown' | 'deactivated' | 'pds_not_allowed';

const SIGN_IN_MESSAGES: Record<TBlueskySignInFailure, string> = {
  wrong_password:
    'Bluesky did not accept that handle and app password. Check the handle (or e-mail) and paste the app password again.',
  account_password:
    'That is your account password. Create an app password in Bluesky (Settings → Privacy and security → App passwords) and use it instead; the account password was not kept.',
  takendown: 'Bluesky has suspended this account, so it cannot be connected.',
  deactivated: 'This Bluesky account is deactivated. Reactivate it in Bluesky, then connect again.',
  pds_not_allowed:
    "This account's server (the PDS its DID document names) is not a public https address, so it was not called.",
};

/**
 * A sign-in Bluesky refused for what was typed or for the account's state: bad input (4xx), with
 * a `reason` and a message that tells the user what to do. A service that cannot be reached is a
 * PlatformDownError instead, and a rate limit a RateLimitedError.
 */
export class BlueskySignInError extends BadInputError {
  constructor(
    readonly reason: TBlueskySignInFailure,
    options?: { cause?: unknown },
  ) {
    super(SIGN_IN_MESSAGES[reason], options);
  }
}

/** Errors that say the session's tokens no longer work. */
const TOKEN_ERRORS = new Set(['ExpiredToken', 'InvalidToken', 'AccountTakedown', 'AccountDeactivated']);

/**
 * Bluesky's XRPC failures as typed errors. The XRPC client turns a network failure into status 1
 * (Unknown) and an answer that does not match the lexicon into status 2 (InvalidResponse).
 */
export function mapBlueskyError(err: unknown, nowMs: number): PlatformError {
  // The client wraps what its fetch threw: a refused PDS address is said as such, never retried.
  if (err instanceof XRPCError && err.cause instanceof PdsAddressRefusedError) return err.cause;
  if (!(err instanceof XRPCError)) {
    const what = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
    return new PlatformError(`Unexpected failure calling Bluesky: ${what.slice(0, 300)}`, { cause: err });
  }
  const detail = `${err.error || 'Error'}: ${(err.message || '').slice(0, 300)}`;
  const options = { cause: err };
  const status = Number(err.status);
  if (status === 1) return new PlatformDownError(`Bluesky could not be reached (${detail})`, options);
  if (status === 2) return new PlatformError(`Bluesky answered in an unexpected shape (${detail})`, options);
  if (status === 429) {
    return new RateLimitedError(
      `Bluesky rate limit: ${detail}`,
      rateLimitResetAt(Number(err.headers?.['ratelimit-reset']), nowMs),
      options,
    );
  }
  if (status === 401 || TOKEN_ERRORS.has(err.error)) {
    return new ReconnectNeededError(`Bluesky refused the session: ${detail}`, options);
  }
  if (status >= 500) return new PlatformDownError(`Bluesky answered ${status} (${detail})`, options);
  if (status >= 400) return new BadInputError(`Bluesky refused the request: ${detail}`, options);
  return new PlatformError(`Bluesky answered ${status} (${detail})`, options);
}

/** The XRPC error name of a failure (`InvalidSwap`, `RecordNotFound`...), or null. */
export function xrpcErrorName(err: unknown): string | null {
  if (err instanceof PlatformError) return xrpcErrorName(err.cause);
  return err instanceof XRPCError ? err.error : null;
}

/**
 * The thread's author lets only some accounts reply (a thread gate) and this one is not among them:
 * Bluesky would accept the reply and hide it from the thread, so it is not sent. Bad input: the
 * publisher marks the reply failed with this sentence, and never retries it.
 */
export class ReplyGatedError extends BadInputError {
  constructor() {
    super(
      'its author lets only some accounts reply to this thread, and yours is not one of them, so it would not be seen. It was not posted.',
    );
  }
}
