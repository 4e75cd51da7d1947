import { describe, expect, test } from 'vitest';
import { POST_MAX_AGE_MS } from '../monitoring/monitor-limits';
import { FIRST_READ_MAX_AGE_MS, readIntervalMs } from './limits';

describe('the inbox read limits', () => {
  test('a first read reaches back as far as monitoring drafts for', () => {
    expect(FIRST_READ_MAX_AGE_MS).toBe(POST_MAX_AGE_MS);
  });

  test('each network is read at its own pace: the sandbox every minute, Bluesky every 2, X every 15', () => {
    expect(readIntervalMs('sandbox', 'twitter')).toBe(60_000);
    expect(readIntervalMs('sandbox', 'bluesky')).toBe(60_000);
    expect(readIntervalMs('live', 'bluesky')).toBe(2 * 60_000);
    expect(readIntervalMs('live', 'twitter')).toBe(15 * 60_000);
  });
});
