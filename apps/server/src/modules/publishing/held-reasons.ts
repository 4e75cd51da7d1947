import type { THeldKind, TScheduledHold } from '@gatling/shared/api/scheduled';
import type { TPlatform } from '@gatling/shared/api/platforms';
import type { TReplyRow } from './claim';
import { postsOnBluesky, utcDayAround } from './daily-cap';
import { heldKindOf } from './publish-messages';

/** What the holds of one user's scheduled list are worked out from, besides the rows. */
export type THoldFacts = {
  now: Date;
  /** The user's Bluesky replies that count against today's cap (daily-cap.ts countedToday). */
  countedToday: number;
  /** BLUESKY_DAILY_REPLY_CAP. */
  cap: number;
  /** PUBLISH_MIN_GAP_SECONDS, in ms: the spacing of a user's replies. */
  gapMs: number;
  /** PUBLISH_DELAY_SECONDS, in ms: how long after its approval a reply goes out at the soonest. */
  delayMs: number;
};

/** When a row can next be claimed: its time, or its retry time when a failure pushed it back. */
const dueAt = (row: TReplyRow) => Math.max(row.scheduledAt?.getTime() ?? 0, row.retryAt?.getTime() ?? 0);
const byDue = (a: TReplyRow, b: TReplyRow) => dueAt(a) - dueAt(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const hold = (kind: THeldKind, platform: TPlatform, until: number, cap: number | null = null) => ({
  kind,
  platform,
  until: new Date(until).toISOString(),
  cap,
  queued: false,
});

/**
 * Why each of a user's scheduled replies waits past its time, and until when (those not in the map
 * simply wait their turn). `rows` are all the user's listed rows, every platform's: a reply queued
 * behind a held one of another network waits for it too.
 *
 * - A retry after a failure (retry_at ahead): rate limited, the platform not answering, or another
 *   failure, as its last_error says (publish-messages.ts heldKindOf), until retry_at.
 * - Bluesky's daily cap, as publish-due will apply it (daily-cap.ts): the replies due today past
 *   what may still go out today wait for the slot tomorrow they will be moved to; once today's cap
 *   is reached, the ones on a later day (moved there, or approved behind those) wait for their time.
 * - A reply approved behind a held one (its slot was pushed past the approval delay) waits for it
 *   too, when that one waits at its held time: it says so, with its own time.
 */
export function holdsOf(rows: TReplyRow[], facts: THoldFacts): Map<string, TScheduledHold> {
  const holds = new Map<string, TScheduledHold>();
  const waiting = rows.filter((row) => row.status === 'scheduled');
  for (const row of waiting) {
    if (!row.lastError || !row.retryAt || row.retryAt <= facts.now) continue;
    const kind = heldKindOf(row.lastError, row.platform);
    holds.set(row.id, hold(kind === 'daily_cap' ? 'retrying' : kind, row.platform, row.retryAt.getTime()));
  }
  holdOverCap(waiting, facts, holds);
  holdQueuedBehind(rows, facts.delayMs, holds);
  return holds;
}

function holdOverCap(waiting: TReplyRow[], facts: THoldFacts, holds: Map<string, TScheduledHold>) {
  const capped = waiting.filter(postsOnBluesky).sort(byDue);
  if (capped.length === 0) return;
  const tomorrow = utcDayAround(facts.now).end.getTime();
  const dueToday = capped.filter((row) => dueAt(row) < tomorrow);
  const left = Math.max(0, facts.cap - facts.countedToday);
  // Where publish-due moves them: after the latest Bluesky reply already waiting for tomorrow.
  const later = waiting
    .filter((row) => row.platform === 'bluesky' && (row.scheduledAt?.getTime() ?? 0) >= tomorrow)
    .map((row) => row.scheduledAt!.getTime());
  const first = later.length > 0 ? Math.max(tomorrow, Math.max(...later) + facts.gapMs) : tomorrow;
  // The cap binds over a retry: a reply over it does not go out today whatever else holds it.
  dueToday.slice(left).forEach((row, i) => {
    holds.set(row.id, hold('daily_cap', 'bluesky', first + i * facts.gapMs, facts.cap));
  });
  if (facts.countedToday + dueToday.length < facts.cap) return;
  for (const row of capped) {
    if (dueAt(row) >= tomorrow && !holds.has(row.id)) {
      holds.set(row.id, hold('daily_cap', 'bluesky', dueAt(row), facts.cap));
    }
  }
}

/** Slack on the approval delay: the slot is computed a moment after the approval is stamped. */
const SLOT_SLACK_MS = 1000;

function holdQueuedBehind(rows: TReplyRow[], delayMs: number, holds: Map<string, TScheduledHold>) {
  const queue = rows.filter((row) => row.status === 'scheduled' || row.status === 'publishing').sort(byDue);
  queue.forEach((row, i) => {
    if (row.status !== 'scheduled' || holds.has(row.id) || !row.scheduledAt || !row.reviewedAt) return;
    // Not pushed back: it has the slot its approval gave it, behind nothing.
    if (row.scheduledAt.getTime() <= row.reviewedAt.getTime() + delayMs + SLOT_SLACK_MS) return;
    const ahead = queue
      .slice(0, i)
      .reverse()
      .find((other) => dueAt(other) < dueAt(row));
    const held = ahead && holds.get(ahead.id);
    // Only a reply that waits at its held time pushes the ones behind it.
    if (!ahead || !held || Date.parse(held.until) !== dueAt(ahead)) return;
    holds.set(row.id, { ...held, until: new Date(dueAt(row)).toISOString(), queued: true });
  });
}
