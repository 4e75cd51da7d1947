import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { failureDescription } from './failure-description';

describe('failureDescription', () => {
  it("is the status message plus the server's detail", () => {
    expect(failureDescription(new ApiError(404, 'No rule has this trigger prompt', 'NOT_FOUND'))).toBe(
      'HTTP 404 Not Found: No rule has this trigger prompt',
    );
  });

  it('is the status message alone when the answer was not one of our error bodies', () => {
    expect(failureDescription(new ApiError(502, 'Bad Gateway', 'UNKNOWN'))).toBe('HTTP 502 Bad Gateway');
    expect(failureDescription(new ApiError(418, "I'm a teapot", 'UNKNOWN'))).toBe('HTTP 418');
  });

  it('is the network message when there was no answer', () => {
    expect(failureDescription(new ApiError(0, 'Could not reach the server.', 'NETWORK'))).toBe(
      'Could not reach the server.',
    );
  });
});
