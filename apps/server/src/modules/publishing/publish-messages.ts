/**
 * What the scheduled list shows in last_error; the user reads these, so they say what to do. Each
 * names the network the reply goes out on; the constants are X's (the first network), for callers
 * that only ever post there.
 */
import { PLATFORM_NAMES, type TPlatform } from '@gatling/shared/api/platforms';
import type { THeldKind } from '@gatling/shared/api/scheduled';
import { PlatformDownError } from '../../integrations/platform/errors';

const named = (platform: TPlatform) => PLATFORM_NAMES[platform];

export const notConnectedDetail = (platform: TPlatform = 'twitter') =>
  `Connect your ${named(platform)} account in Settings to post replies. This reply was not posted.`;
export const NOT_CONNECTED_DETAIL = notConnectedDetail('twitter');

export const reconnectDetail = (platform: TPlatform = 'twitter') =>
  `${named(platform)} no longer accepts the access to your account: reconnect ${named(platform)} in ` +
  'Settings. This reply was not posted.';
export const RECONNECT_DETAIL = reconnectDetail('twitter');

/** Why the user's account cannot be used for a reply, as the scheduled list shows it. */
export const accessDetail = (reason: 'not_connected' | 'reconnect', platform: TPlatform = 'twitter') =>
  reason === 'not_connected' ? notConnectedDetail(platform) : reconnectDetail(platform);

export const duplicateDetail = (platform: TPlatform = 'twitter') =>
  `${named(platform)} refused this reply as a duplicate, and no reply of yours to this post was found. ` +
  'It was not posted.';
export const DUPLICATE_DETAIL = duplicateDetail('twitter');

export const rateLimitedDetail = (platform: TPlatform = 'twitter') =>
  `${named(platform)} is limiting posts right now; this reply goes out when the limit lifts.`;
export const RATE_LIMITED_DETAIL = rateLimitedDetail('twitter');

const DAILY_CAP_OPENING = "You reached today's limit of ";
/** A Bluesky reply over the day's cap (daily-cap.ts), moved to the next day. */
export const dailyCapDetail = (cap: number) =>
  `${DAILY_CAP_OPENING}${cap} Bluesky replies, so this one goes out tomorrow (UTC) at the ` +
  'time shown. Delete it here if it should not go out.';

/** The platform's own words, kept short. */
const said = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 300);

export const refusedDetail = (err: unknown, platform: TPlatform = 'twitter') =>
  `${named(platform)} refused this reply: ${said(err)}`;

export const retryDetail = (attempt: number, err: unknown) =>
  `Attempt ${attempt} did not go through (${said(err)}); it will be tried again.`;

const notAnswering = (platform: TPlatform) => `${named(platform)} is not answering`;
/** The platform is down (5xx after the provider's own retries, or unreachable): retried later. */
export const platformDownDetail = (attempt: number, err: unknown, platform: TPlatform = 'twitter') =>
  `${notAnswering(platform)} (attempt ${attempt}: ${said(err)}); it will be tried again.`;

/** A failed attempt that will be tried again: the platform down, or any other failure. */
export const retryingDetail = (attempt: number, err: unknown, platform: TPlatform = 'twitter') =>
  err instanceof PlatformDownError ? platformDownDetail(attempt, err, platform) : retryDetail(attempt, err);

/**
 * Why a reply waiting for a retry (or moved by the daily cap) waits, read back from the last_error
 * written for it. last_error is the only record of it, and its texts are all written here, from
 * these builders, so each kind is recognised by its own opening; any other is a plain retry.
 */
export function heldKindOf(lastError: string, platform: TPlatform): THeldKind {
  if (lastError === rateLimitedDetail(platform)) return 'rate_limited';
  if (lastError.startsWith(notAnswering(platform))) return 'platform_down';
  if (lastError.startsWith(DAILY_CAP_OPENING)) return 'daily_cap';
  return 'retrying';
}

export const gaveUpDetail = (attempts: number, err: unknown) =>
  `Posting did not go through after ${attempts} attempts (last: ${said(err)}). It was not posted.`;

export const unconfirmedDetail = (attempts: number, err: unknown, platform: TPlatform = 'twitter') =>
  `Posting did not go through after ${attempts} attempts (last: ${said(err)}). Check your replies on ` +
  `${named(platform)}: whether an earlier attempt went out could not be confirmed.`;
