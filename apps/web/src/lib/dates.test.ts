import { describe, expect, it } from 'vitest';
import { clock12, dateAtTime, dayKey, longDate, longMonthDay, nextDay, timeAgo } from './dates';

describe('dates in words', () => {
  const at = new Date(2026, 2, 7, 14, 5);

  it('says a date and a clock time as the screens write them', () => {
    expect(longDate(at)).toBe('March 7, 2026');
    expect(longMonthDay(at)).toBe('March 7');
    expect(clock12(at)).toBe('2:05 PM');
    expect(clock12(new Date(2026, 2, 7, 0, 0))).toBe('12:00 AM');
    expect(dateAtTime(at)).toBe('March 7, 2026 at 2:05 PM');
  });

  it('keys an instant by its local day, and finds the next one', () => {
    expect(dayKey(at)).toBe('2026-03-07');
    expect(dayKey(new Date(2026, 2, 7, 23, 59))).toBe(dayKey(new Date(2026, 2, 7, 0, 0)));
    expect(dayKey(nextDay(new Date(2026, 2, 31, 23, 30)))).toBe('2026-04-01');
    expect(dayKey(nextDay(new Date(2026, 11, 31, 1, 0)))).toBe('2027-01-01');
  });

  it('says how long ago, rounded to its unit', () => {
    const ago = (ms: number) => timeAgo(new Date(at.getTime() - ms), at);
    const MIN = 60_000;
    expect(ago(20_000)).toBe('less than a minute ago');
    expect(ago(MIN)).toBe('1 minute ago');
    expect(ago(5 * MIN)).toBe('5 minutes ago');
    expect(ago(90 * MIN)).toBe('2 hours ago');
    expect(ago(3 * 24 * 60 * MIN)).toBe('3 days ago');
    expect(ago(65 * 24 * 60 * MIN)).toBe('2 months ago');
    expect(ago(400 * 24 * 60 * MIN)).toBe('1 year ago');
  });
});
