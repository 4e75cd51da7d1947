import type { TSubscriptionStatus } from '@gatling/shared/api/billing';
import type { TSessionUser } from '../../context';
import type { TConfig } from '../../config';
import type { TDb } from '../../db/client';
import { describeBillingState, loadBillingState } from './load-billing-state';

export async function getSubscriptionStatus(
  db: TDb,
  user: TSessionUser,
  config: TConfig,
  now = new Date(),
): Promise<TSubscriptionStatus> {
  return describeBillingState(await loadBillingState(db, user, config), now);
}
