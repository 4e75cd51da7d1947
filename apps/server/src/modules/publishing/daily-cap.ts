import { and, count, eq, gte, lt, max, notInArray, or, sql } from 'drizzle-orm';
import type { TJobContext } from '../../context';
import type { TDb } from '../../db/client';
import { replies } from '../../db/schema/replies';
import { publishEvent } from '../../event-log/publish-event';
import { claimOf, settleClaim, type TReplyRow } from './claim';
import { dailyCapDetail } from './publish-messages';

const DAY_MS = 24 * 60 * 60_000;

/** The UTC day `at` falls in: [start, end). */
export function utcDayAround(at: Date): { start: Date; end: Date } {
  const start = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  return { start: new Date(start), end: new Date(start + DAY_MS) };
}

/**
 * Whether a claimed row is one the app posts on Bluesky, and so one the cap counts: a dry send posts
 * nothing, and a reply the user finishes on the platform's page is theirs to post.
 */
export const postsOnBluesky = (row: Pick<TReplyRow, 'platform' | 'drySend' | 'delivery'>) =>
  row.platform === 'bluesky' && !row.drySend && row.delivery === 'api';

/**
 * The user's Bluesky replies that already count today: published in the UTC day (by the app or
 * finished by the user; dry sends never reached Bluesky) and those being posted right now by another
 * batch (`claimed` are this batch's own, counted as they are let through).
 */
export async function countedToday(db: TDb, userId: string, claimed: string[], now: Date) {
  const { start, end } = utcDayAround(now);
  const [row] = await db
    .select({ n: count() })
    .from(replies)
    .where(
      and(
        eq(replies.userId, userId),
        eq(replies.platform, 'bluesky'),
        eq(replies.drySend, false),
        or(
          and(eq(replies.status, 'published'), gte(replies.publishedAt, start), lt(replies.publishedAt, end)),
          and(
            eq(replies.status, 'publishing'),
            claimed.length > 0 ? notInArray(replies.id, claimed) : undefined,
          ),
        ),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Where the user's replies moved past the cap start tomorrow: the start of the next UTC day, or one
 * gap after the latest Bluesky reply of theirs already waiting then (moved by an earlier batch, or
 * approved for then), so the moved ones keep the spacing replies are approved with.
 */
async function firstSlotTomorrow(ctx: TJobContext, userId: string, now: Date, gapMs: number) {
  const tomorrow = utcDayAround(now).end;
  const [row] = await ctx.db
    .select({ latest: max(replies.scheduledAt) })
    .from(replies)
    .where(
      and(
        eq(replies.userId, userId),
        eq(replies.platform, 'bluesky'),
        eq(replies.status, 'scheduled'),
        gte(replies.scheduledAt, tomorrow),
      ),
    );
  return row?.latest ? new Date(Math.max(tomorrow.getTime(), row.latest.getTime() + gapMs)) : tomorrow;
}

/**
 * Bluesky's daily cap (config BLUESKY_DAILY_REPLY_CAP, per user and UTC day): of a claimed batch,
 * the Bluesky replies past what the user may still post today are not posted. Each is put back as
 * scheduled for the next UTC day, in its order, PUBLISH_MIN_GAP_SECONDS apart, never dropped nor
 * failed; the scheduled list shows the new time and why. X replies and dry sends are not touched.
 * Answers what became of the rows held back ('lost' when another worker took one over meanwhile);
 * the batch publishes the others.
 *
 * Two batches of one user at the same time each count the other's rows as being posted, so
 * together they never let through more than the cap (at worst, fewer: the next run catches up).
 */
export async function holdOverDailyCap(
  ctx: TJobContext,
  claimed: TReplyRow[],
  now: Date,
): Promise<Map<string, 'scheduled' | 'lost'>> {
  const held = new Map<string, 'scheduled' | 'lost'>();
  const byUser = new Map<string, TReplyRow[]>();
  for (const row of claimed) {
    if (postsOnBluesky(row)) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
  }
  if (byUser.size === 0) return held;
  const cap = ctx.config.BLUESKY_DAILY_REPLY_CAP;
  const gapMs = ctx.config.PUBLISH_MIN_GAP_SECONDS * 1000;
  const ids = claimed.map((r) => r.id);
  for (const [userId, rows] of byUser) {
    const left = Math.max(0, cap - (await countedToday(ctx.db, userId, ids, now)));
    // `claimed` is in due order: the earliest go out today.
    const over = rows.slice(left);
    if (over.length === 0) continue;
    const first = await firstSlotTomorrow(ctx, userId, now, gapMs);
    for (const [i, row] of over.entries()) {
      const scheduledAt = new Date(first.getTime() + i * gapMs);
      const moved = await settleClaim(
        ctx.db,
        claimOf(row),
        {
          status: 'scheduled',
          scheduledAt,
          retryAt: null,
          leaseUntil: null,
          lastError: dailyCapDetail(cap),
          // Nothing was attempted: the claim's attempt is given back.
          publishAttempts: sql<number>`greatest(${replies.publishAttempts} - 1, 0)`,
        },
        now,
      );
      held.set(row.id, moved ? 'scheduled' : 'lost');
      if (!moved) continue;
      // Open pages move the reply to its new time.
      await publishEvent(ctx.db, userId, {
        type: 'reply.scheduled',
        reply_id: row.id,
        scheduled_at: scheduledAt.toISOString(),
      });
    }
  }
  return held;
}
