import { PLATFORM_NAMES } from '@gatling/shared/api/platform-list';
import type { TScheduledHold } from '@gatling/shared/api/scheduled';
import { clock12, dayKey, longMonthDay, nextDay } from '@/lib/dates';
import { SCHEDULED_COPY } from '../texts';

const COPY = SCHEDULED_COPY.held;
const sameDay = (a: Date, b: Date) => dayKey(a) === dayKey(b);

/** 'at 2:05 PM' today, 'tomorrow at 1:00 AM', 'on March 7 at 1:00 AM': local time, as on the card. */
export function heldAt(at: Date, now: Date): string {
  const time = clock12(at);
  if (sameDay(at, now) || at < now) return COPY.today(time);
  if (sameDay(at, nextDay(now))) return COPY.tomorrow(time);
  return COPY.onDay(longMonthDay(at), time);
}

/** '2:20 PM' today, 'tomorrow at 1:00 AM', 'March 7 at 1:00 AM': what comes after "until". */
export function heldUntil(at: Date, now: Date): string {
  const time = clock12(at);
  if (sameDay(at, now) || at < now) return COPY.untilToday(time);
  return COPY.untilDay(sameDay(at, nextDay(now)) ? 'tomorrow' : longMonthDay(at), time);
}

/**
 * Why a reply waits and until when, in a short sentence (the card puts "Waiting:" before it):
 * "Bluesky is not answering; trying again at 2:05 PM", "rate limited by X until 2:20 PM", "today's
 * 50 Bluesky replies are sent; goes out tomorrow at 1:00 AM", or, for a reply behind a held one,
 * "behind a Bluesky reply over today's limit of 50; goes out tomorrow at 1:01 AM".
 */
export function heldSentence(held: TScheduledHold, now: Date): string {
  const until = new Date(held.until);
  const network = PLATFORM_NAMES[held.platform];
  const cap = held.cap ?? 0;
  if (held.queued) {
    const behind =
      held.kind === 'daily_cap' ? COPY.behind.daily_cap(network, cap) : COPY.behind[held.kind](network);
    return COPY.queued(behind, heldAt(until, now));
  }
  switch (held.kind) {
    case 'platform_down':
      return COPY.platform_down(network, heldAt(until, now));
    case 'rate_limited':
      return COPY.rate_limited(network, heldUntil(until, now));
    case 'retrying':
      return COPY.retrying(heldAt(until, now));
    case 'daily_cap':
      return COPY.daily_cap(cap, network, heldAt(until, now));
  }
}
