import { scaleBand, scaleLinear } from '@visx/scale';
import { describe, expect, test } from 'vitest';
import { bandScale, linearScale } from './chart-scales';

// The scales the charts drew with before (d3's, through visx: kept as a devDependency for this
// alone) against ours, over the domains analytics meets and many more.
describe('chart scales', () => {
  test('bands sit where d3’s scaleBand put them', () => {
    for (const n of [1, 2, 7, 24, 30, 90]) {
      for (const width of [10, 236, 516, 1100]) {
        const ours = bandScale(n, width);
        const d3 = scaleBand<number>({ domain: [...Array(n).keys()], range: [0, width], padding: 0.25 });
        expect(ours.bandwidth).toBeCloseTo(d3.bandwidth(), 9);
        for (let i = 0; i < n; i += 1) expect(ours.x(i)).toBeCloseTo(d3(i) ?? NaN, 9);
      }
    }
  });

  test('the y axis is made round and ticked as d3’s nice linear scale did', () => {
    const domains: [number, number][] = [
      [0, 1],
      [0, 3],
      [0, 7],
      [0, 12],
      [0, 0.35],
      [0, 0.042],
      [41, 44],
      [1203, 1260],
      [-1, 1],
      [0.5, 0.75],
    ];
    // And a few hundred more, of every size.
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    for (let k = 0; k < 400; k += 1) {
      const scale = 10 ** Math.floor(random() * 9 - 3);
      const lo = Math.round(random() * 1000) * scale * (random() < 0.3 ? 0 : 1);
      domains.push([lo, lo + Math.max(1, Math.round(random() * 1000)) * scale]);
    }
    for (const [lo, hi] of domains) {
      const ours = linearScale(lo, hi, 150);
      const d3 = scaleLinear<number>({ domain: [lo, hi], range: [150, 0], nice: true });
      expect(ours.ticks(3)).toEqual(d3.ticks(3));
      for (const v of [lo, hi, (lo + hi) / 2, ...d3.ticks(3)]) expect(ours.y(v)).toBeCloseTo(d3(v), 6);
    }
  });
});
