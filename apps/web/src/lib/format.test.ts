import { describe, expect, it } from 'vitest';
import { abbreviateCount, clockTime, relativeFuture, relativeTime, shortDate, truncate } from './format';

const NOW = new Date('2026-11-22T12:00:00Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000).toISOString();
const ahead = (seconds: number) => new Date(NOW.getTime() + seconds * 1000).toISOString();

describe('abbreviateCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1K'],
    [1250, '1.3K'],
    [12_345, '12.3K'],
    [123_456, '123K'],
    [999_960, '1M'],
    [3_400_000, '3.4M'],
  ])('%d → %s', (n, text) => expect(abbreviateCount(n)).toBe(text));
});

describe('relativeTime', () => {
  it.each([
    [10, 'now'],
    [5 * 60, '5m'],
    [3 * 3600, '3h'],
    [2 * 86_400, '2d'],
    [15 * 86_400, '2w'],
  ])('%d s ago → %s', (s, text) => expect(relativeTime(ago(s), NOW)).toBe(text));

  it('shows a date past five weeks, with the year when it differs', () => {
    expect(relativeTime('2026-09-01T12:00:00Z', NOW)).toBe('Sep 1');
    expect(relativeTime('2025-09-01T12:00:00Z', NOW)).toBe('Sep 1, 2025');
    expect(relativeTime('not a date', NOW)).toBe('');
  });
});

describe('relativeFuture', () => {
  it.each([
    [-30, 'now'],
    [30, 'now'],
    [5 * 60, 'in 5m'],
    [3 * 3600, 'in 3h'],
    [2 * 86_400, 'in 2d'],
    [65 * 86_400, 'in 2mo'],
    [800 * 86_400, 'in 2y'],
  ])('%d s ahead → %s', (s, text) => expect(relativeFuture(ahead(s), NOW)).toBe(text));
});

describe('truncate', () => {
  it('keeps short text and cuts long text with an ellipsis, counting characters not code units', () => {
    expect(truncate('short', 140)).toBe('short');
    expect(truncate('a'.repeat(141), 140)).toBe(`${'a'.repeat(139)}…`);
    expect(truncate('😀'.repeat(60), 50)).toBe(`${'😀'.repeat(49)}…`);
  });
});

describe('shortDate and clockTime', () => {
  it("write 'MMM d', 'MMM d, yyyy' and 'HH:mm' in local time, months abbreviated in English", () => {
    expect(shortDate(new Date(2026, 0, 5, 9, 3), false)).toBe('Jan 5');
    expect(shortDate(new Date(2025, 11, 31, 23, 59), true)).toBe('Dec 31, 2025');
    expect(clockTime(new Date(2026, 0, 5, 9, 3))).toBe('09:03');
    expect(clockTime(new Date(2026, 0, 5, 23, 59))).toBe('23:59');
    expect(clockTime(new Date(2026, 0, 5, 0, 0))).toBe('00:00');
  });
});
