import type { TReadFailureDetails } from '../connections/platform-failure';
import type { TPlatformId } from '../../integrations/platform/types';

/** What the user reads when a monitoring run cannot start or fails (error_message, 409 details). */
export const MONITOR_DETAIL = {
  /** Monitoring reads X, Bluesky or both: with neither connected, either will do. */
  notConnected:
    'No X or Bluesky account is connected. Connect one in Settings first: monitoring finds posts through it.',
  reconnect: 'Your X connection has expired. Please connect your X account again.',
  runNotFound: 'No such monitoring run',
  interrupted: 'Monitoring was interrupted several times and stopped. Please try again.',
  unexpected: 'Monitoring failed on our side. Please try again.',
} as const;

/** How the monitoring messages name each network: X, never Twitter (decision 0078). */
const SPOKEN: Record<TPlatformId, string> = { twitter: 'X', bluesky: 'Bluesky' };

/** A connection of `platform` that needs connecting again, as the run's error tells it. */
export function reconnectDetail(platform: TPlatformId): string {
  if (platform === 'twitter') return MONITOR_DETAIL.reconnect;
  const name = SPOKEN[platform];
  return `Your ${name} connection has expired. Please connect your ${name} account again.`;
}

/** How a failed read of one source is told, per kind of platform failure (X when no platform is named). */
export function readFailureDetails(source: {
  kind: 'keyword' | 'core_user';
  value: string;
  platform?: TPlatformId;
}): TReadFailureDetails {
  const platform = source.platform ?? 'twitter';
  const name = SPOKEN[platform];
  return {
    reconnect: reconnectDetail(platform),
    rateLimited: `${name} is limiting requests right now. Please try again in a few minutes.`,
    down: `${name} is not answering right now. Please try again later.`,
    badInput:
      source.kind === 'keyword'
        ? `${name} did not accept the monitoring keyword "${source.value}". Change it in the chat or switch it off.`
        : `${name} could not return the posts of @${source.value}.`,
    unexpected: `${name} could not return posts right now. Please try again later.`,
  };
}
