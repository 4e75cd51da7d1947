// Dates and times in the words the scheduled and style screens write them, with Intl: in a module
// of their own, so that the screens that only count and abbreviate (./format) do not load them.

const LONG_DATE = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
const LONG_MONTH_DAY = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric' });
const CLOCK_12 = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true });

/** 'March 7, 2026', in local time. */
export const longDate = (date: Date): string => LONG_DATE.format(date);

/** 'March 7', in local time. */
export const longMonthDay = (date: Date): string => LONG_MONTH_DAY.format(date);

/** '2:05 PM' in local time (with a plain space: ICU puts a narrow one before the PM). */
export const clock12 = (date: Date): string => CLOCK_12.format(date).replace(/\u202f/gu, ' ');

/** 'March 7, 2026 at 2:05 PM', in local time. */
export const dateAtTime = (date: Date): string => `${longDate(date)} at ${clock12(date)}`;

const DAY_KEY = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });

/** The local day, 'yyyy-MM-dd' (Canada's way of writing a date): two instants of one day have the same. */
export const dayKey = (date: Date): string => DAY_KEY.format(date);

/** The same time of the next local day (a day of 23 or 25 hours included). */
export const nextDay = (date: Date): Date =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1, date.getHours(), date.getMinutes());

const RELATIVE = new Intl.RelativeTimeFormat('en', { numeric: 'always' });

/**
 * How long ago, in words: 'less than a minute ago', '5 minutes ago', '2 hours ago', '3 days ago',
 * '4 months ago', '1 year ago' (rounded to the nearest of its unit).
 */
export function timeAgo(then: Date, now: Date = new Date()): string {
  const minutes = Math.round((now.getTime() - then.getTime()) / 60_000);
  if (minutes < 1) return 'less than a minute ago';
  if (minutes < 45) return RELATIVE.format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 24) return RELATIVE.format(-hours, 'hour');
  const days = Math.round(hours / 24);
  if (days < 30) return RELATIVE.format(-days, 'day');
  const months = Math.round(days / 30);
  if (months < 12) return RELATIVE.format(-months, 'month');
  return RELATIVE.format(-Math.round(days / 365), 'year');
}
