import type { TAnalyticsRange } from '@gatling/shared/api/analytics';
import { RANGE_DAYS } from '@gatling/shared/api/analytics-options';

const COUNT = new Intl.NumberFormat('en-US');
const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
// Cents hide what a reply costs on a cheap model: small amounts keep up to four decimals.
const SMALL_USD = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
});

export const formatCount = (n: number) => COUNT.format(n);
export const formatUsd = (n: number) => (Math.abs(n) < 1 && n !== 0 ? SMALL_USD : USD).format(n);

/** A ratio (0.034) as a percentage ('3.4%'). */
export function formatRate(ratio: number | null): string {
  if (ratio === null) return '—';
  const pct = ratio * 100;
  return `${pct >= 10 || pct === 0 ? Math.round(pct) : pct.toFixed(1)}%`;
}

/** A signed count ('+12', '−3', '0') for changes. */
export function formatSigned(n: number): string {
  if (n === 0) return '0';
  return `${n > 0 ? '+' : '−'}${COUNT.format(Math.abs(n))}`;
}

export const rangeDays = (range: TAnalyticsRange) => RANGE_DAYS[range];

/** How a figure moved against the period before, and whether that is good news. */
export type TChange = { direction: 'up' | 'down' | 'same'; amount: string; good: boolean | null } | null;

/**
 * The change from `previous` to `current`, shown as `format(|delta|)`. `lowerIsBetter` for costs.
 * Null when there is nothing to compare with.
 */
export function changeOf(
  current: number | null,
  previous: number | null,
  format: (abs: number) => string,
  lowerIsBetter = false,
): TChange {
  if (current === null || previous === null) return null;
  const delta = current - previous;
  // Rates and money are compared at the precision they are shown with.
  if (Math.abs(delta) < 1e-9) return { direction: 'same', amount: format(0), good: null };
  const up = delta > 0;
  return { direction: up ? 'up' : 'down', amount: format(Math.abs(delta)), good: up !== lowerIsBetter };
}

/** Percentage points between two ratios ('1.2 pts'). */
export const formatPoints = (absRatio: number) => {
  const pts = absRatio * 100;
  return `${pts >= 10 ? Math.round(pts) : pts.toFixed(1)} pts`;
};

/** 'Nov 5' for a YYYY-MM-DD UTC day. */
export function formatDay(day: string, withYear = false): string {
  const date = new Date(`${day}T00:00:00Z`);
  return date.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  });
}

/** '9 AM' for hour 9 of the day. */
export function formatHour(hour: number): string {
  const h = hour % 12 === 0 ? 12 : hour % 12;
  return `${h} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** The browser's IANA time zone, for the hours of the day. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

const unit = (n: number, word: string) => `${COUNT.format(n)} ${word}${n === 1 ? '' : 's'}`;

/**
 * A span of minutes as people say it: 'under a minute', '45 minutes', '1 hour 15 minutes', '2 days
 * 3 hours' (two units at most; days drop the minutes).
 */
export function durationInWords(minutes: number): string {
  const m = Math.round(minutes);
  if (m < 1) return 'under a minute';
  if (m < 60) return unit(m, 'minute');
  if (m < 24 * 60) {
    const rest = m % 60;
    return rest ? `${unit(Math.floor(m / 60), 'hour')} ${unit(rest, 'minute')}` : unit(m / 60, 'hour');
  }
  const hours = Math.round(m / 60);
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return rest ? `${unit(days, 'day')} ${unit(rest, 'hour')}` : unit(days, 'day');
}
