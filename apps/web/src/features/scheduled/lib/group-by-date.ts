import { format, isValid } from 'date-fns';
import type { TScheduledReply } from '@gatling/shared/api/scheduled';

export type TScheduledGroup = { key: string; label: string; items: TScheduledReply[] };

/** The section heading's date format (docs/product/screens.md#scheduled-replies). */
export const GROUP_DATE_FORMAT = 'MMMM d, yyyy';

const time = (item: TScheduledReply | undefined) => (item ? new Date(item.scheduled_at).getTime() : NaN);

/**
 * Groups the replies by their scheduled day (local time), each section headed 'MMMM d, yyyy'.
 * Sections are sorted newest first by their first item's scheduled_at; items keep the server's order.
 */
export function groupByDate(items: readonly TScheduledReply[]): TScheduledGroup[] {
  const groups = new Map<string, TScheduledGroup>();
  for (const item of items) {
    const when = new Date(item.scheduled_at);
    const key = isValid(when) ? format(when, 'yyyy-MM-dd') : 'unknown';
    const label = isValid(when) ? format(when, GROUP_DATE_FORMAT) : 'Date unknown';
    const group = groups.get(key) ?? { key, label, items: [] };
    group.items.push(item);
    groups.set(key, group);
  }
  return [...groups.values()].sort(
    (a, b) => (time(b.items[0]) || -Infinity) - (time(a.items[0]) || -Infinity),
  );
}
