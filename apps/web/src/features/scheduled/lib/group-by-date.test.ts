import { describe, expect, it } from 'vitest';
import { scheduledReply } from '../testing/scheduled-test-kit';
import { groupByDate } from './group-by-date';

const at = (day: number, hour: number, minute = 0) => new Date(2026, 2, day, hour, minute);

describe('groupByDate', () => {
  it("groups by local day as 'MMMM d, yyyy', sections newest first by their first item", () => {
    const replies = [
      scheduledReply('a', at(5, 0, 5)),
      scheduledReply('b', at(5, 23, 55)),
      scheduledReply('c', at(14, 9)),
      scheduledReply('d', at(6, 12)),
    ];
    const groups = groupByDate(replies);
    expect(groups.map((g) => g.label)).toEqual(['March 14, 2026', 'March 6, 2026', 'March 5, 2026']);
    expect(groups.map((g) => g.items.map((r) => r.id))).toEqual([['c'], ['d'], ['a', 'b']]);
  });

  it('orders sections by the first item as listed, and keeps the items in their order', () => {
    const groups = groupByDate([
      scheduledReply('late', at(5, 20)),
      scheduledReply('other-day', at(4, 12)),
      scheduledReply('early', at(5, 8)),
    ]);
    expect(groups.map((g) => g.items.map((r) => r.id))).toEqual([['late', 'early'], ['other-day']]);
  });

  it('a held reply is under the day it goes out, not the day it was due', () => {
    const until = at(6, 0, 1).toISOString();
    const held = { kind: 'daily_cap' as const, platform: 'bluesky' as const, until, cap: 50, queued: false };
    const groups = groupByDate([
      scheduledReply('due', at(5, 8)),
      scheduledReply('capped', at(5, 9), { platform: 'bluesky', held }),
    ]);
    expect(groups.map((g) => [g.label, g.items.map((r) => r.id)])).toEqual([
      ['March 6, 2026', ['capped']],
      ['March 5, 2026', ['due']],
    ]);
  });

  it('nothing scheduled, no sections', () => {
    expect(groupByDate([])).toEqual([]);
  });
});
