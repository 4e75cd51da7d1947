import { useId } from 'react';
import { cn } from '@/lib/cn';
import { useElementWidth } from '../hooks/use-element-width';
import { bandScale, linearScale } from '../lib/chart-scales';

export type TSeries = {
  key: string;
  label: string;
  values: (number | null)[];
  /** Tailwind classes giving the series its colour, e.g. 'fill-accent' or 'stroke-accent'. */
  tone: 'accent' | 'warning';
};

type TProps = {
  /** The accessible name of the picture (what it shows). */
  label: string;
  /** What a reader would take from it, in words: totals, highs. */
  summary: string;
  /** One label per point on the x axis (a day, an hour). */
  categories: string[];
  series: TSeries[];
  kind: 'bar' | 'line';
  format: (n: number) => string;
  /** The y axis starts at zero (counts) or fits the data (followers). */
  zeroBased?: boolean;
  height?: number;
};

const TONES = {
  accent: { fill: 'fill-accent', stroke: 'stroke-accent', swatch: 'bg-accent' },
  warning: { fill: 'fill-warning', stroke: 'stroke-warning', swatch: 'bg-warning' },
} as const;

const M = { top: 8, right: 8, bottom: 22, left: 44 };

/**
 * The category labels shown under the axis: every one when they fit, else every k-th from the
 * first (evenly spaced), and the last when it does not crowd the one before.
 */
export function xTicks(n: number, width: number): number[] {
  const room = Math.max(2, Math.min(n, Math.floor(width / 72)));
  if (n <= room) return Array.from({ length: n }, (_, i) => i);
  const step = Math.ceil((n - 1) / (room - 1));
  const ticks: number[] = [];
  for (let i = 0; i < n; i += step) ticks.push(i);
  const last = n - 1;
  if (ticks.at(-1) !== last) {
    if (last - ticks.at(-1)! < step / 2) ticks.pop();
    ticks.push(last);
  }
  return ticks;
}

/**
 * A bar (stacked) or line chart drawn as SVG, coloured by the theme's tokens. The SVG is
 * one image to assistive technology (role="img", its title and summary); the numbers themselves
 * are in the table the caller puts beside it.
 */
export function SeriesChart({
  label,
  summary,
  categories,
  series,
  kind,
  format,
  zeroBased = true,
  height = 180,
}: TProps) {
  const [ref, width] = useElementWidth<HTMLDivElement>(560);
  const titleId = useId();
  const descId = useId();
  const innerW = Math.max(10, width - M.left - M.right);
  const innerH = height - M.top - M.bottom;

  const stacked = categories.map((_, i) => series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0));
  const present = series.flatMap((s) => s.values.filter((v): v is number => v !== null));
  const max = kind === 'bar' ? Math.max(0, ...stacked) : Math.max(0, ...present);
  const min = kind === 'bar' || zeroBased ? 0 : Math.min(...present, max);
  const [lo, hi] = max === min ? [min - (zeroBased ? 0 : 1), max + 1] : [min, max];

  const { x, bandwidth } = bandScale(categories.length, innerW);
  const { y, ticks } = linearScale(lo, hi, innerH);
  const center = (i: number) => x(i) + bandwidth / 2;
  // Counts get whole-number gridlines: half a reply or half a follower means nothing.
  const whole = present.every((v) => Number.isInteger(v));
  const yTicks = ticks(3).filter((t) => !whole || Number.isInteger(t));

  return (
    <div ref={ref} className="w-full">
      {series.length > 1 && (
        <ul className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted" aria-hidden="true">
          {series.map((s) => (
            <li key={s.key} className="flex items-center gap-1.5">
              <span className={cn('size-2.5 rounded-sm', TONES[s.tone].swatch)} />
              {s.label}
            </li>
          ))}
        </ul>
      )}
      <svg
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
        width={width}
        height={height}
        className="block max-w-full overflow-visible text-[11px] tabular-nums"
      >
        <title id={titleId}>{label}</title>
        <desc id={descId}>{summary}</desc>
        <g transform={`translate(${M.left},${M.top})`}>
          {yTicks.map((t) => (
            <g key={t} transform={`translate(0,${y(t)})`}>
              <line
                x1={0}
                x2={innerW}
                className="stroke-border"
                strokeDasharray={t === lo ? undefined : '2 3'}
              />
              <text x={-6} dy="0.32em" textAnchor="end" className="fill-muted">
                {format(t)}
              </text>
            </g>
          ))}
          {kind === 'bar' &&
            categories.map((cat, i) => {
              let base = 0;
              return series.map((s) => {
                const v = s.values[i] ?? 0;
                const y0 = y(base);
                base += v;
                const y1 = y(base);
                if (v <= 0) return null;
                return (
                  <rect
                    key={`${s.key}-${cat}`}
                    x={x(i)}
                    y={y1}
                    width={bandwidth}
                    height={Math.max(1, y0 - y1)}
                    rx={Math.min(2, bandwidth / 4)}
                    className={TONES[s.tone].fill}
                  />
                );
              });
            })}
          {kind === 'line' &&
            series.map((s) => {
              // Days without a reading are skipped: the line joins the readings on either side.
              const points = s.values.flatMap((v, i) => (v === null ? [] : [{ i, v }]));
              return points.length === 1 ? (
                <circle
                  key={s.key}
                  cx={center(points[0]!.i)}
                  cy={y(points[0]!.v)}
                  r={3}
                  className={TONES[s.tone].fill}
                />
              ) : (
                <path
                  key={s.key}
                  d={points.map((p, k) => `${k === 0 ? 'M' : 'L'}${center(p.i)},${y(p.v)}`).join('')}
                  className={cn('fill-none', TONES[s.tone].stroke)}
                  strokeWidth={2}
                  strokeLinejoin="round"
                  strokeLinecap="round"
                />
              );
            })}
          {xTicks(categories.length, innerW).map((i) => (
            <text
              key={i}
              x={center(i)}
              y={innerH + 16}
              textAnchor={i === 0 ? 'start' : i === categories.length - 1 ? 'end' : 'middle'}
              className="fill-muted"
            >
              {categories[i]}
            </text>
          ))}
        </g>
      </svg>
    </div>
  );
}
