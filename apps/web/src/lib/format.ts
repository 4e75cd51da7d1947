const MONTH_DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const MONTH_DAY_YEAR = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const pad2 = (n: number) => String(n).padStart(2, '0');

/** 'MMM d' (Nov 5), or 'MMM d, yyyy' (Nov 5, 2025) with the year, in local time. */
export function shortDate(date: Date, withYear: boolean): string {
  return (withYear ? MONTH_DAY_YEAR : MONTH_DAY).format(date);
}

/** 'HH:mm' in local time. */
export function clockTime(date: Date): string {
  return `${pad2(date.getHours())}:${pad2(date.getMinutes())}`;
}

/** docs/product/limits.md#display: counts abbreviate as K and M (1.2K, 3.4M; whole numbers below 1000). */
export function abbreviateCount(n: number): string {
  const abs = Math.abs(n);
  const short = (value: number, unit: string) => {
    const rounded = value >= 100 ? Math.round(value) : Math.round(value * 10) / 10;
    return `${rounded}${unit}`;
  };
  if (abs >= 1_000_000) return short(n / 1_000_000, 'M');
  if (abs >= 1_000) {
    const k = n / 1_000;
    // 999_950 would round to 1000K: say 1M instead.
    return Math.abs(k) >= 999.95 ? short(n / 1_000_000, 'M') : short(k, 'K');
  }
  return String(n);
}

/**
 * docs/product/limits.md#display: relative time of a past instant: now, m, h, d, w, then a date (MMM d, or
 * MMM d, yyyy).
 */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const then = new Date(iso);
  if (Number.isNaN(then.getTime())) return '';
  const seconds = Math.max(0, Math.floor((now.getTime() - then.getTime()) / 1000));
  if (seconds < 60) return 'now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h`;
  const days = Math.floor(hours / 24);
  if (days < 7) return `${days}d`;
  const weeks = Math.floor(days / 7);
  if (weeks < 5) return `${weeks}w`;
  return shortDate(then, then.getFullYear() !== now.getFullYear());
}

/** docs/product/limits.md#display: time until a future instant as 'in Xm/h/d/mo/y' ('now' when due). */
export function relativeFuture(iso: string, now: Date = new Date()): string {
  const then = new Date(iso);
  if (Number.isNaN(then.getTime())) return '';
  const seconds = Math.floor((then.getTime() - now.getTime()) / 1000);
  if (seconds < 60) return 'now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `in ${minutes}m`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `in ${hours}h`;
  const days = Math.floor(hours / 24);
  if (days < 30) return `in ${days}d`;
  const months = Math.floor(days / 30);
  if (months < 12) return `in ${months}mo`;
  return `in ${Math.floor(days / 365)}y`;
}

/**
 * Cuts text to `max` characters (140 on cards, 50 in the compact scheduled row:
 * docs/product/limits.md#display), adding '…'.
 */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}
