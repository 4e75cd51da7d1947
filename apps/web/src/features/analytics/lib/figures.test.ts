import { describe, expect, it } from 'vitest';
import {
  changeOf,
  durationInWords,
  formatCount,
  formatDay,
  formatHour,
  formatPoints,
  formatRate,
  formatSigned,
  formatUsd,
} from './figures';

describe('analytics figures', () => {
  it('formats counts, rates, money, days and hours', () => {
    expect(formatCount(12345)).toBe('12,345');
    expect(formatRate(0.034)).toBe('3.4%');
    expect(formatRate(0.25)).toBe('25%');
    expect(formatRate(null)).toBe('—');
    expect(formatUsd(12.5)).toBe('$12.50');
    expect(formatUsd(0.0123)).toBe('$0.0123');
    expect(formatSigned(-3)).toBe('−3');
    expect(formatDay('2026-11-05')).toBe('Nov 5');
    expect(formatHour(0)).toBe('12 AM');
    expect(formatHour(13)).toBe('1 PM');
  });

  it('says which way a figure moved and whether that is good news', () => {
    expect(changeOf(42, 30, formatCount)).toEqual({ direction: 'up', amount: '12', good: true });
    expect(changeOf(0.03, 0.04, formatPoints)).toEqual({ direction: 'down', amount: '1.0 pts', good: false });
    expect(changeOf(0.05, 0.08, formatUsd, true)).toEqual({ direction: 'down', amount: '$0.03', good: true });
    expect(changeOf(5, 5, formatCount)).toEqual({ direction: 'same', amount: '0', good: null });
    expect(changeOf(0.05, null, formatUsd, true)).toBeNull();
  });

  it('says a span of minutes in words', () => {
    expect(durationInWords(0)).toBe('under a minute');
    expect(durationInWords(1)).toBe('1 minute');
    expect(durationInWords(45)).toBe('45 minutes');
    expect(durationInWords(60)).toBe('1 hour');
    expect(durationInWords(75)).toBe('1 hour 15 minutes');
    expect(durationInWords(150)).toBe('2 hours 30 minutes');
    expect(durationInWords(24 * 60)).toBe('1 day');
    expect(durationInWords(2 * 24 * 60 + 3 * 60 + 20)).toBe('2 days 3 hours');
  });
});
