// The two scales the analytics charts draw with: bands along x, a linear y with round gridlines.
// They give what d3's scaleBand and scaleLinear (nice, ticks) gave the charts, as
// chart-scales.test.ts checks against them, without their 13 kB on /analytics.

/** One band per category along [0, width], with `padding` of a step between bands and at both ends. */
export function bandScale(n: number, width: number, padding = 0.25) {
  const step = width / Math.max(1, n + padding);
  const start = (width - step * (n - padding)) / 2;
  return { x: (i: number) => start + step * i, bandwidth: step * (1 - padding) };
}

const E10 = Math.sqrt(50);
const E5 = Math.sqrt(10);
const E2 = Math.sqrt(2);

/**
 * The round step (1, 2 or 5 times a power of ten) that cuts [start, stop] into about `count`
 * parts. Below 1 it is given negated and inverted (-10 for 0.1), so that ticks stay exact
 * decimals.
 */
function roundStep(start: number, stop: number, count: number): number {
  const step = (stop - start) / Math.max(0, count);
  const power = Math.floor(Math.log10(step));
  const error = step / 10 ** power;
  const factor = error >= E10 ? 10 : error >= E5 ? 5 : error >= E2 ? 2 : 1;
  return power >= 0 ? factor * 10 ** power : -(10 ** -power) / factor;
}

/** [lo, hi] widened outward to round steps of about ten parts, until the step holds still. */
export function niceDomain(lo: number, hi: number, count = 10): [number, number] {
  let [start, stop] = [lo, hi];
  let previous: number | undefined;
  for (let round = 0; round < 10; round += 1) {
    const step = roundStep(start, stop, count);
    if (step === previous) break;
    if (step > 0) {
      start = Math.floor(start / step) * step;
      stop = Math.ceil(stop / step) * step;
    } else if (step < 0) {
      start = Math.ceil(start * step) / step;
      stop = Math.floor(stop * step) / step;
    } else break;
    previous = step;
  }
  return [start, stop];
}

/** About `count` round values inside [lo, hi], from the bottom up. */
export function roundTicks(lo: number, hi: number, count: number): number[] {
  if (lo === hi) return count > 0 ? [lo] : [];
  const step = roundStep(lo, hi, count);
  if (step === 0 || !Number.isFinite(step)) return [];
  const ticks: number[] = [];
  if (step > 0) {
    let first = Math.round(lo / step);
    let last = Math.round(hi / step);
    if (first * step < lo) first += 1;
    if (last * step > hi) last -= 1;
    for (let i = first; i <= last; i += 1) ticks.push(i * step);
  } else {
    const inverse = -step;
    let first = Math.round(lo * inverse);
    let last = Math.round(hi * inverse);
    if (first / inverse < lo) first += 1;
    if (last / inverse > hi) last -= 1;
    for (let i = first; i <= last; i += 1) ticks.push(i / inverse);
  }
  return ticks;
}

/** The y scale: [lo, hi] made round (niceDomain), mapped onto [height, 0]; its ticks, about `count`. */
export function linearScale(lo: number, hi: number, height: number) {
  const [d0, d1] = niceDomain(lo, hi);
  // A domain of one value maps to the middle.
  const at = (v: number) => (d1 === d0 ? 0.5 : (v - d0) / (d1 - d0));
  return {
    y: (v: number) => height - at(v) * height,
    ticks: (count: number) => roundTicks(d0, d1, count),
  };
}
