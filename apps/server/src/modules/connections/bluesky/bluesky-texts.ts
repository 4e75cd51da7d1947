import type { TBlueskySignInFailure } from '../../../integrations/platform/bluesky/bluesky-errors';

/**
 * What the user reads when connecting a Bluesky account fails (docs/product/errors.md#bluesky). The
 * screen shows `detail` as is, so each sentence says what to do next.
 */
export const BLUESKY_SIGN_IN_DETAIL: Record<TBlueskySignInFailure, string> = {
  wrong_password:
    'Bluesky did not accept that handle and app password. Check both, or create a new app password in ' +
    'Bluesky: Settings → Privacy and security → App passwords.',
  account_password:
    'That is your account password. Create an app password in Bluesky (Settings → Privacy and security → ' +
    'App passwords) and use it here: the product never keeps your account password.',
  takendown: 'Bluesky has suspended this account, so it cannot be connected.',
  deactivated: 'This Bluesky account is deactivated. Reactivate it in Bluesky, then connect again.',
  pds_not_allowed:
    "Your Bluesky account's server (the PDS its DID document names) is not at a public https address, so " +
    'this server will not connect to it. Move the PDS to a public https address, or ask the operator of this ' +
    'server to set BLUESKY_SERVICE_URL to it.',
};

/** The other failures of connecting, which are not about what was typed. */
export const BLUESKY_CONNECT_DETAIL = {
  unreachable: (service: string) => `Could not reach Bluesky at ${service}. Try again in a moment.`,
  unexpected: (service: string) =>
    `Bluesky at ${service} gave an answer the product could not use. Try again in a moment.`,
  rateLimited: (wait: string) => `Bluesky is limiting sign-ins right now. Try again ${wait}.`,
  tooManyAttempts: (wait: string) => `Too many attempts to connect a Bluesky account. Try again ${wait}.`,
} as const;

/** "in 40 seconds", "in 1 minute", "in 15 minutes": how long until a limit lifts. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `in ${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}
