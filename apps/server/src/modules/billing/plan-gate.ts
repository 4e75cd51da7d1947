import { and, eq, sql } from 'drizzle-orm';
import type { TSessionUser } from '../../context';
import type { TConfig } from '../../config';
import type { TDb } from '../../db/client';
import { dailyReviewUsage } from '../../db/schema/billing';
import { AppError } from '../../errors';
import { hasFullAccess, loadBillingState, type TBillingState } from './load-billing-state';

/**
 * The product's text of the 402 (docs/product/errors.md#replies) the web client shows (and that opens the
 * paywall).
 */
export const DAILY_LIMIT_DETAIL = 'Daily interaction limit exceeded';

/** The UTC calendar day of an instant, as the usage counters key it (YYYY-MM-DD). */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The plan gate of every reply reviewed (approve, reject, edit). Subscribers, trials and team members
 * pass without counting. Anyone else gets FREE_DAILY_INTERACTIONS per UTC day: each call that
 * returns has counted one, atomically (concurrent calls never exceed the allowance); past it the
 * call throws PAYMENT_REQUIRED (402) and counts nothing. `state`: the plan as the caller already
 * read it.
 */
export async function assertCanInteract(
  db: TDb,
  user: TSessionUser,
  config: TConfig,
  now = new Date(),
  state?: TBillingState,
): Promise<void> {
  const plan = state ?? (await loadBillingState(db, user, config));
  if (hasFullAccess(plan, now)) return;
  const limit = config.FREE_DAILY_INTERACTIONS;
  if (limit > 0) {
    const counted = await db
      .insert(dailyReviewUsage)
      .values({ userId: user.id, day: utcDay(now), count: 1 })
      .onConflictDoUpdate({
        target: [dailyReviewUsage.userId, dailyReviewUsage.day],
        set: { count: sql`${dailyReviewUsage.count} + 1` },
        setWhere: sql`${dailyReviewUsage.count} < ${limit}`,
      })
      .returning({ count: dailyReviewUsage.count });
    if (counted.length > 0) return;
  }
  throw new AppError('PAYMENT_REQUIRED', DAILY_LIMIT_DETAIL);
}

/** Today's free allowance of a user without full access; `unlimited` for everyone else. */
export async function getReplyAllowance(
  db: TDb,
  user: TSessionUser,
  config: TConfig,
  now = new Date(),
): Promise<{ unlimited: true } | { unlimited: false; limit: number; used: number; remaining: number }> {
  const state = await loadBillingState(db, user, config);
  if (hasFullAccess(state, now)) return { unlimited: true };
  const [row] = await db
    .select({ count: dailyReviewUsage.count })
    .from(dailyReviewUsage)
    .where(and(eq(dailyReviewUsage.userId, user.id), eq(dailyReviewUsage.day, utcDay(now))));
  const limit = config.FREE_DAILY_INTERACTIONS;
  const used = row?.count ?? 0;
  return { unlimited: false, limit, used, remaining: Math.max(0, limit - used) };
}
