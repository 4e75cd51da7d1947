import type { TSessionUser } from '../../context';
import type { TConfig } from '../../config';
import type { TDb } from '../../db/client';
import { AppError } from '../../errors';
import { DAILY_LIMIT_DETAIL, getReplyAllowance } from '../billing/plan-gate';

/**
 * The gate of the rewrite endpoints (/edit/preview, /edit/response): they count nothing, but once
 * today's free reviews are used up they answer the same 402 as the counted calls, so the
 * client opens the paywall before the user edits a reply they could not send.
 */
export async function assertAllowanceLeft(
  db: TDb,
  user: TSessionUser,
  config: TConfig,
  now = new Date(),
): Promise<void> {
  const allowance = await getReplyAllowance(db, user, config, now);
  if (!allowance.unlimited && allowance.remaining <= 0) {
    throw new AppError('PAYMENT_REQUIRED', DAILY_LIMIT_DETAIL);
  }
}
