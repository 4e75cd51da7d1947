import { describe, expect, it } from 'vitest';
import { describeCasing, percent, punctuationHabits, usesEmoji } from './describe-style';

const casing = (lowercase_start: number, all_lowercase: number, shouting_words = 0) => ({
  lowercase_start,
  all_lowercase,
  shouting_words,
});

describe('describe-style', () => {
  it('rounds shares to whole percentages', () => {
    expect(percent(0.234)).toBe('23%');
    expect(percent(0)).toBe('0%');
    expect(percent(1)).toBe('100%');
  });

  it('names the casing habit and capitals when frequent', () => {
    expect(describeCasing(casing(0.9, 0.7))).toBe('Mostly all lowercase');
    expect(describeCasing(casing(0.6, 0.1))).toBe('Often starts lowercase');
    expect(describeCasing(casing(0.2, 0))).toBe('Sometimes starts lowercase');
    expect(describeCasing(casing(0.01, 0, 0.05))).toBe('Standard capitalisation, some words in CAPS');
  });

  it('keeps the notable punctuation habits, most frequent first', () => {
    const habits = punctuationHabits({
      question: 0.3,
      exclamation: 0.01,
      ellipsis: 0.05,
      em_dash: 0,
      ends_with_period: 0.6,
    });
    expect(habits.map((h) => h.label)).toEqual(['Ends with a period', 'Questions', 'Ellipses']);
  });

  it('mentions emoji only when they show up', () => {
    expect(usesEmoji({ posts_with_emoji: 0.01, top: [] })).toBe(false);
    expect(usesEmoji({ posts_with_emoji: 0.2, top: ['🚀'] })).toBe(true);
  });
});
