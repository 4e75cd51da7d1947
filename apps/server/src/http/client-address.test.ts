import { describe, expect, test } from 'vitest';
import { forwardedEntry } from './client-address';

describe('the client entry of X-Forwarded-For', () => {
  test('is counted from the right, one entry per trusted proxy', () => {
    expect(forwardedEntry('6.6.6.6, 203.0.113.9', 1)).toBe('203.0.113.9');
    expect(forwardedEntry('6.6.6.6, 203.0.113.9, 10.0.0.2', 2)).toBe('203.0.113.9');
    expect(forwardedEntry('203.0.113.9', 1)).toBe('203.0.113.9');
  });

  test('is none when no proxy is trusted, or the header did not pass through every proxy', () => {
    expect(forwardedEntry('203.0.113.9', 0)).toBeUndefined();
    expect(forwardedEntry('203.0.113.9', 2)).toBeUndefined();
    expect(forwardedEntry(undefined, 1)).toBeUndefined();
    expect(forwardedEntry('6.6.6.6, ', 1)).toBeUndefined();
  });
});
