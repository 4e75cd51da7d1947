import { describe, expect, test } from 'vitest';
import {
  BadInputError,
  PlatformDownError,
  PlatformError,
  RateLimitedError,
  ReconnectNeededError,
} from '../../integrations/platform/errors';
import { createLogger } from '../../lib/logger';
import { MONITOR_DETAIL, readFailureDetails, reconnectDetail } from '../monitoring/monitor-details';
import * as publish from '../publishing/publish-messages';
import { ANALYZE_DETAIL } from '../style/analyze-profile';
import { READ_FAILURE_DETAILS } from '../style/read-failure';
import { CALLBACK_DETAIL } from './x/finish-twitter-connect';
import { NO_CONNECTION_DETAILS } from './open-platform-access';
import { connectFailure } from './platform-failure';

const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(strings)
      : [];

/** Every detail the server writes for the user about their X account, as each area builds it. */
function xDetails(): string[] {
  const logger = createLogger('silent');
  const failures = [
    new ReconnectNeededError('revoked'),
    new BadInputError('bad'),
    new RateLimitedError('slow down', new Date(Date.now() + 60_000)),
    new PlatformDownError('down'),
    new PlatformError('odd'),
  ];
  const connecting = failures.flatMap((err) =>
    (['start', 'finish'] as const).map((step) => connectFailure(err, step, logger)?.detail ?? ''),
  );
  const err = new Error('refused');
  return [
    ...connecting,
    ...strings([
      CALLBACK_DETAIL,
      NO_CONNECTION_DETAILS,
      READ_FAILURE_DETAILS,
      ANALYZE_DETAIL,
      MONITOR_DETAIL,
    ]),
    reconnectDetail('twitter'),
    ...strings(readFailureDetails({ kind: 'keyword', value: 'pricing pages' })),
    ...strings(readFailureDetails({ kind: 'core_user', value: 'ada', platform: 'twitter' })),
    publish.NOT_CONNECTED_DETAIL,
    publish.RECONNECT_DETAIL,
    publish.DUPLICATE_DETAIL,
    publish.RATE_LIMITED_DETAIL,
    publish.refusedDetail(err),
    publish.platformDownDetail(1, err),
    publish.unconfirmedDetail(3, err),
  ];
}

describe('what the server tells the user about X (decision 0078)', () => {
  test('names the network X, never Twitter, and a post, never a tweet', () => {
    const details = xDetails();
    expect(details.filter((detail) => detail === '')).toEqual([]);
    expect(details.filter((detail) => /twitter|tweet/i.test(detail))).toEqual([]);
  });

  test('in the words the user read before, with X for Twitter', () => {
    expect(MONITOR_DETAIL.reconnect).toBe(
      'Your X connection has expired. Please connect your X account again.',
    );
    expect(ANALYZE_DETAIL.notConnected).toBe(
      'Connect your X or Bluesky account first: your speaking style is learned from your posts.',
    );
    expect(NO_CONNECTION_DETAILS.twitter).toBe('No X account is connected');
    expect(CALLBACK_DETAIL.cancelled).toBe('X authorization was cancelled');
    expect(readFailureDetails({ kind: 'keyword', value: 'pricing pages' }).badInput).toBe(
      'X did not accept the monitoring keyword "pricing pages". Change it in the chat or switch it off.',
    );
  });
});
