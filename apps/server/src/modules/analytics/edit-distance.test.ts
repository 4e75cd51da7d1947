import { describe, expect, test } from 'vitest';
import { editDistance } from './edit-distance';
import { periodsOf } from './period';

describe('edit distance', () => {
  test('counts insertions, deletions and substitutions of characters', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
    // An emoji is one character, not two UTF-16 units.
    expect(editDistance('nice 🎉', 'nice 🚀')).toBe(1);
  });
});

describe('periods', () => {
  test('whole UTC days ending today, and the same length before', () => {
    const { current, previous } = periodsOf('7d', new Date('2026-03-10T15:00:00Z'));
    expect(current.days).toEqual([
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
    ]);
    expect(current.from.toISOString()).toBe('2026-03-04T00:00:00.000Z');
    expect(current.to.toISOString()).toBe('2026-03-11T00:00:00.000Z');
    expect(previous.to.toISOString()).toBe('2026-03-04T00:00:00.000Z');
    expect(previous.days[0]).toBe('2026-02-25');
  });
});
