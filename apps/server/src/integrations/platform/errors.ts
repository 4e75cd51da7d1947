/** Typed failures of a platform call; generic code decides what to do from the type alone. */
export class PlatformError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** The stored access was revoked or is invalid: the user must connect again. */
export class ReconnectNeededError extends PlatformError {}

/** Too many calls; retry after `resetAt`. */
export class RateLimitedError extends PlatformError {
  constructor(
    message: string,
    readonly resetAt: Date,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The platform refused the input (unknown user, text too long, duplicate, bad query). */
export class BadInputError extends PlatformError {}

/** A simulated network's identity that another user of this server picked first (IdentityConnect). */
export class IdentityTakenError extends BadInputError {}

/** The platform does not let this account reply there through the API (use the web intent). */
export class ReplyNotAllowedError extends PlatformError {}

/** The platform is down or answered 5xx after the retries. */
export class PlatformDownError extends PlatformError {}

/** The platform is not configured on this server (production without its API keys): nothing reaches it. */
export class NotConfiguredError extends PlatformError {}
