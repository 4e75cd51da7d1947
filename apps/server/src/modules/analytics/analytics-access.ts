import { ANALYTICS_PLAN_DETAIL } from '@gatling/shared/api/analytics';
import type { TSessionUser } from '../../context';
import type { TConfig } from '../../config';
import type { TDb } from '../../db/client';
import { AppError } from '../../errors';
import { hasFullAccess, loadBillingState } from '../billing/load-billing-state';

/**
 * "Advanced analytics" is on the pricing card: subscribers, trials and team members see them;
 * anyone else gets 402 (the web client opens the paywall).
 */
export async function assertAnalyticsAccess(db: TDb, user: TSessionUser, config: TConfig, now: Date) {
  const state = await loadBillingState(db, user, config);
  if (!hasFullAccess(state, now)) throw new AppError('PAYMENT_REQUIRED', ANALYTICS_PLAN_DETAIL);
}
