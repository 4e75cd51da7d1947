import { NO_CONNECTION_DETAIL } from '../connections/open-platform-access';
import type { TReadFailureDetails } from '../connections/platform-failure';

/** What the user reads when a monitoring run cannot start or fails (error_message, 409 details). */
export const MONITOR_DETAIL = {
  notConnected: `${NO_CONNECTION_DETAIL}. Connect it in Settings first: monitoring finds posts through it.`,
  reconnect: 'Your Twitter connection has expired. Please connect your Twitter account again.',
  runNotFound: 'No such monitoring run',
  interrupted: 'Monitoring was interrupted several times and stopped. Please try again.',
  unexpected: 'Monitoring failed on our side. Please try again.',
} as const;

/** How a failed read of one source is told, per kind of platform failure. */
export function readFailureDetails(source: {
  kind: 'keyword' | 'core_user';
  value: string;
}): TReadFailureDetails {
  return {
    reconnect: MONITOR_DETAIL.reconnect,
    rateLimited: 'Twitter is limiting requests right now. Please try again in a few minutes.',
    down: 'Twitter is not answering right now. Please try again later.',
    badInput:
      source.kind === 'keyword'
        ? `Twitter did not accept the monitoring keyword "${source.value}". Change it in the chat or switch it off.`
        : `Twitter could not return the posts of @${source.value}.`,
    unexpected: 'Twitter could not return posts right now. Please try again later.',
  };
}
