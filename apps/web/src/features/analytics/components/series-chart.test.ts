import { describe, expect, test } from 'vitest';
import { xTicks } from './series-chart';

describe('x axis labels', () => {
  test('every label when they fit, else evenly spaced from the first, always ending on the last', () => {
    expect(xTicks(7, 800)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(xTicks(7, 450)).toEqual([0, 2, 4, 6]);
    expect(xTicks(30, 500)).toEqual([0, 6, 12, 18, 24, 29]);
    expect(xTicks(24, 300)).toEqual([0, 8, 16, 23]);
    for (const [n, w] of [
      [90, 640],
      [30, 300],
      [7, 150],
    ] as const) {
      const ticks = xTicks(n, w);
      expect(ticks[0]).toBe(0);
      expect(ticks.at(-1)).toBe(n - 1);
      expect(ticks.length).toBeLessThanOrEqual(Math.max(2, Math.floor(w / 72)) + 1);
    }
  });
});
