import { eq } from 'drizzle-orm';
import type { TCancelAnswer } from '@gatling/shared/api/billing';
import type { TSessionUser } from '../../context';
import type { TDb } from '../../db/client';
import { subscriptions } from '../../db/schema/billing';
import { AppError } from '../../errors';
import { publishEvent } from '../../event-log/publish-event';
import { BillingProviderError, type BillingProvider } from '../../integrations/billing/billing-provider';
import { applySubscriptionSnapshot } from './apply-subscription-snapshot';
import { currentPeriod, effectivePaymentStatus } from './subscription-state';

export const NO_SUBSCRIPTION_DETAIL = 'No active subscription to cancel';

/**
 * Cancels at the end of the paid period (trial included): access continues until then, there is
 * no further charge. 404 without a running subscription, 409 when the cancellation is already set.
 */
export async function cancelSubscription(
  db: TDb,
  provider: BillingProvider,
  user: TSessionUser,
  now = new Date(),
): Promise<TCancelAnswer> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
  const status = row ? effectivePaymentStatus(row, now) : null;
  if (!row || (status !== 'active' && status !== 'past_due'))
    throw new AppError('NOT_FOUND', NO_SUBSCRIPTION_DETAIL);
  if (row.cancelAtPeriodEnd) {
    throw new AppError(
      'CONFLICT',
      'Your subscription is already cancelled; it ends at the end of the current period.',
    );
  }
  if (row.provider !== provider.kind) {
    throw new AppError(
      'CONFLICT',
      `This subscription is managed by ${row.provider}, which this server is not set up to use.`,
    );
  }

  let snapshot;
  try {
    snapshot = await provider.cancelAtPeriodEnd(row.providerSubscriptionId);
  } catch (err) {
    if (err instanceof BillingProviderError) {
      throw new AppError(
        'INTERNAL',
        'The payment provider could not be reached. Please try again in a few minutes.',
        { cause: err },
      );
    }
    throw err;
  }

  // The test mode renews by itself (see currentPeriod): the cancellation ends the running period.
  const period = currentPeriod(row, now);
  const updated = await db.transaction(async (txn) => {
    const tx = txn as unknown as TDb;
    // The provider's answer is the new state; without one (test mode), or when a delivery newer by
    // our clock is stored already, the scheduled cancellation is recorded directly.
    const applied = snapshot
      ? await applySubscriptionSnapshot(tx, provider.kind, user.id, snapshot, now)
      : 'stale';
    if (applied === 'stale') {
      await tx
        .update(subscriptions)
        .set({
          cancelAtPeriodEnd: true,
          currentPeriodStart: period.start,
          currentPeriodEnd: period.end,
          updatedAt: now,
        })
        .where(eq(subscriptions.id, row.id));
    }
    const [after] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    await publishEvent(tx, user.id, { type: 'subscription.changed' });
    return after ?? row;
  });
  return {
    success: true,
    cancel_at_period_end: updated.cancelAtPeriodEnd,
    renewal_date: updated.currentPeriodEnd ? updated.currentPeriodEnd.toISOString() : null,
  };
}
