import type { TScheduledReply } from '@gatling/shared/api/scheduled';
import { dayKey, longDate } from '@/lib/dates';

export type TScheduledGroup = { key: string; label: string; items: TScheduledReply[] };

/**
 * When a reply goes out: its scheduled time, or, for one held past it (a retry, the daily cap), the
 * time the server says it waits for, so that its day, its clock and its "Waiting" note agree.
 */
export const goesOutAt = (item: TScheduledReply) =>
  item.status === 'scheduled' && item.held ? item.held.until : item.scheduled_at;

const time = (item: TScheduledReply | undefined) => (item ? new Date(goesOutAt(item)).getTime() : NaN);

/**
 * Groups the replies by the day they go out (local time; goesOutAt), each section headed
 * 'MMMM d, yyyy'. Sections are sorted newest first by their first item's time; items keep the
 * server's order.
 */
export function groupByDate(items: readonly TScheduledReply[]): TScheduledGroup[] {
  const groups = new Map<string, TScheduledGroup>();
  for (const item of items) {
    const when = new Date(goesOutAt(item));
    const valid = !Number.isNaN(when.getTime());
    const key = valid ? dayKey(when) : 'unknown';
    const label = valid ? longDate(when) : 'Date unknown';
    const group = groups.get(key) ?? { key, label, items: [] };
    group.items.push(item);
    groups.set(key, group);
  }
  return [...groups.values()].sort(
    (a, b) => (time(b.items[0]) || -Infinity) - (time(a.items[0]) || -Infinity),
  );
}
