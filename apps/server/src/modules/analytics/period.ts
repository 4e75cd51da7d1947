import { and, gte, lt, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { RANGE_DAYS, type TAnalyticsRange } from '@gatling/shared/api/analytics';

const DAY_MS = 24 * 60 * 60_000;

/** A period of whole UTC days ending with today: [from, to) where `to` is the end of today. */
export type TPeriod = { from: Date; to: Date; days: string[] };

export const utcDayOf = (at: Date) => at.toISOString().slice(0, 10);

/** The asked range, and the same number of days just before it (for the change shown). */
export function periodsOf(range: TAnalyticsRange, now: Date): { current: TPeriod; previous: TPeriod } {
  const n = RANGE_DAYS[range];
  const endOfToday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + DAY_MS;
  const make = (end: number): TPeriod => {
    const from = end - n * DAY_MS;
    return {
      from: new Date(from),
      to: new Date(end),
      days: Array.from({ length: n }, (_, i) => utcDayOf(new Date(from + i * DAY_MS))),
    };
  };
  return { current: make(endOfToday), previous: make(endOfToday - n * DAY_MS) };
}

export const within = (at: Date | null, period: TPeriod): at is Date =>
  at !== null && at >= period.from && at < period.to;

/** `within` as a query condition: the column's time falls in the period. */
export const inPeriod = (column: AnyPgColumn<{ data: Date }>, period: TPeriod): SQL | undefined =>
  and(gte(column, period.from), lt(column, period.to));
