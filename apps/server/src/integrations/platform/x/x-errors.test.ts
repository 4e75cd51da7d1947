import type { ClientRequest, IncomingMessage } from 'node:http';
import {
  ApiPartialResponseError,
  ApiRequestError,
  ApiResponseError,
  type TwitterRateLimit,
} from 'twitter-api-v2';
import { describe, expect, test } from 'vitest';
import {
  BadInputError,
  PlatformDownError,
  PlatformError,
  RateLimitedError,
  ReconnectNeededError,
  ReplyNotAllowedError,
} from '../errors';
import { mapXError } from './x-errors';

const NOW = Date.UTC(2026, 2, 1, 12);
const request = {} as ClientRequest;
const response = {} as IncomingMessage;

function responseError(
  code: number,
  data: unknown,
  extra: { headers?: Record<string, string>; rateLimit?: TwitterRateLimit } = {},
) {
  return new ApiResponseError(`Request failed with code ${code}`, {
    code,
    data: data as never,
    headers: extra.headers ?? {},
    request,
    response,
    ...(extra.rateLimit ? { rateLimit: extra.rateLimit } : {}),
  });
}

describe('mapXError', () => {
  test.each([
    [
      401,
      { title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' },
      ReconnectNeededError,
    ],
    [403, { errors: [{ code: 89, message: 'Invalid or expired token.' }] }, ReconnectNeededError],
    [403, { title: 'Forbidden', detail: 'Your access token has been revoked.' }, ReconnectNeededError],
    [
      403,
      {
        title: 'Forbidden',
        detail:
          'Reply to this conversation is not allowed because you have not been mentioned or otherwise engaged by the author of the post you are replying to.',
      },
      ReplyNotAllowedError,
    ],
    [
      403,
      { title: 'Forbidden', detail: 'You are not allowed to create a Tweet with duplicate content.' },
      BadInputError,
    ],
    [
      400,
      { title: 'Invalid Request', detail: 'One or more parameters to your request was invalid.' },
      BadInputError,
    ],
    [404, { title: 'Not Found Error', detail: 'Could not find tweet with id: [1].' }, BadInputError],
    [422, { detail: 'Unprocessable' }, BadInputError],
    [500, { title: 'Internal Server Error' }, PlatformDownError],
    [503, { title: 'Service Unavailable' }, PlatformDownError],
  ])('%i %j → %o', (code, data, type) => {
    expect(mapXError(responseError(code, data), NOW)).toBeInstanceOf(type);
  });

  test('a 403 about the app’s access level is the operator’s problem, not bad input', () => {
    const err = mapXError(
      responseError(403, {
        title: 'Forbidden',
        errors: [{ code: 453, message: 'You currently have access to a subset of X API V2 endpoints' }],
      }),
      NOW,
    );
    expect(err.constructor).toBe(PlatformError);
  });

  test('bad input carries X’s detail and its specific message', () => {
    const err = mapXError(
      responseError(400, {
        errors: [{ message: 'The `max_results` query parameter value [3] is not between 5 and 100' }],
        title: 'Invalid Request',
        detail: 'One or more parameters to your request was invalid.',
      }),
      NOW,
    );
    expect(err.message).toBe(
      'One or more parameters to your request was invalid. The `max_results` query parameter value [3] is not between 5 and 100',
    );
  });

  test('429: the reset of the exhausted limit, the 24-hour one when that is what ran out', () => {
    const window = { limit: 900, remaining: 0, reset: 1_772_367_000 };
    const windowed = mapXError(responseError(429, {}, { rateLimit: window }), NOW);
    expect(windowed).toBeInstanceOf(RateLimitedError);
    expect((windowed as RateLimitedError).resetAt.getTime()).toBe(1_772_367_000_000);

    const daily = mapXError(
      responseError(
        429,
        {},
        {
          rateLimit: {
            limit: 900,
            remaining: 850,
            reset: 1_772_367_000,
            userDay: { limit: 17, remaining: 0, reset: 1_772_400_000 },
          },
        },
      ),
      NOW,
    );
    expect((daily as RateLimitedError).resetAt.getTime()).toBe(1_772_400_000_000);

    const headerOnly = mapXError(
      responseError(429, {}, { headers: { 'x-rate-limit-reset': '1772369000' } }),
      NOW,
    );
    expect((headerOnly as RateLimitedError).resetAt.getTime()).toBe(1_772_369_000_000);
  });

  test('an OAuth answer read as a form (base-URL rewrite) still yields its message', () => {
    const json = mapXError(
      responseError(401, { '{"errors":[{"code":32,"message":"Could not authenticate you."}]}': '' }),
      NOW,
    );
    expect(json.message).toContain('Could not authenticate you.');
    const text = mapXError(
      responseError(401, { 'Error processing your OAuth request: Invalid oauth_verifier parameter': '' }),
      NOW,
    );
    expect(text.message).toContain('Invalid oauth_verifier parameter');
  });

  test('network and cut-off responses are platform-down; anything else is unexpected', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' });
    const network = mapXError(new ApiRequestError('Request failed.', { request, error: refused }), NOW);
    expect(network).toBeInstanceOf(PlatformDownError);
    expect(network.message).toContain('ECONNREFUSED');
    const partial = new ApiPartialResponseError('partial', {
      request,
      response,
      responseError: new Error('x'),
      rawContent: '{',
    });
    expect(mapXError(partial, NOW)).toBeInstanceOf(PlatformDownError);
    const bug = mapXError(new TypeError('cannot read id'), NOW);
    expect(bug.constructor).toBe(PlatformError);
    expect(bug.message).toContain('TypeError: cannot read id');
  });
});
