import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { users } from '../../db/schema/auth';
import { billingCustomers, subscriptions, trialsUsed } from '../../db/schema/billing';
import type {
  TBillingProviderKind,
  TSubscriptionSnapshot,
} from '../../integrations/billing/billing-provider';
import {
  ENDED_STATUSES,
  isLiveStatus,
  normaliseStatus,
  statusRank,
  type TSubscriptionRow,
} from './subscription-state';

/** One trial per user, ever: recorded the first time any trial starts, never removed. */
export async function recordTrialStarted(
  db: TDb,
  userId: string,
  provider: TBillingProviderKind,
  subscriptionId: string | null,
): Promise<void> {
  await db
    .insert(trialsUsed)
    .values({ userId, provider, providerSubscriptionId: subscriptionId })
    .onConflictDoNothing();
}

/** Whose subscription this is: our metadata when it names a real user, else the customer, else the row. */
export async function resolveSubscriptionUser(
  db: TDb,
  provider: TBillingProviderKind,
  ref: { userId: string | null; customerId: string | null; subscriptionId: string | null },
): Promise<string | null> {
  if (ref.userId) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, ref.userId));
    if (user) return user.id;
  }
  if (ref.customerId) {
    const [customer] = await db
      .select({ userId: billingCustomers.userId })
      .from(billingCustomers)
      .where(and(eq(billingCustomers.provider, provider), eq(billingCustomers.customerId, ref.customerId)));
    if (customer) return customer.userId;
  }
  if (ref.subscriptionId) {
    const [row] = await db
      .select({ userId: subscriptions.userId })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.provider, provider),
          eq(subscriptions.providerSubscriptionId, ref.subscriptionId),
        ),
      );
    if (row) return row.userId;
  }
  return null;
}

/**
 * Whether a provider state as of `asOf` should replace the stored row. Deliveries arrive in any
 * order, so for the same subscription: an ended one stays ended, an older state or an earlier
 * period never overwrites a newer one, and within the same second the state further along wins.
 * For another subscription of the same user: a running one beats an ended one, else the newer wins.
 */
export function supersedes(
  row: TSubscriptionRow,
  provider: TBillingProviderKind,
  snap: TSubscriptionSnapshot,
  asOf: Date,
) {
  const sameSubscription = row.provider === provider && row.providerSubscriptionId === snap.subscriptionId;
  if (sameSubscription) {
    if (ENDED_STATUSES.has(row.statusRaw)) return false;
    if (asOf < row.stateAsOf) return false;
    if (
      snap.currentPeriodStart &&
      row.currentPeriodStart &&
      snap.currentPeriodStart < row.currentPeriodStart
    ) {
      return false;
    }
    if (asOf.getTime() === row.stateAsOf.getTime() && statusRank(snap.status) < statusRank(row.statusRaw))
      return false;
    return true;
  }
  const rowLive = isLiveStatus(row.statusRaw);
  const snapLive = isLiveStatus(snap.status);
  if (rowLive !== snapLive) return snapLive;
  return asOf >= row.stateAsOf;
}

function valuesOf(provider: TBillingProviderKind, snap: TSubscriptionSnapshot, asOf: Date) {
  const { paymentStatus, tier } = normaliseStatus(snap.status);
  return {
    provider,
    providerSubscriptionId: snap.subscriptionId,
    providerCustomerId: snap.customerId,
    statusRaw: snap.status,
    paymentStatus,
    tier,
    currentPeriodStart: snap.currentPeriodStart,
    currentPeriodEnd: snap.currentPeriodEnd,
    trialEnd: snap.trialEnd,
    cancelAtPeriodEnd: snap.cancelAtPeriodEnd,
    startedAt: snap.startedAt,
    endedAt: snap.endedAt,
    stateAsOf: asOf,
    updatedAt: new Date(),
  };
}

/**
 * Stores a provider subscription state for a user, unless the stored one is newer. Runs inside the
 * caller's transaction; the row is locked so concurrent deliveries for one user apply one by one.
 */
export async function applySubscriptionSnapshot(
  tx: TDb,
  provider: TBillingProviderKind,
  userId: string,
  snap: TSubscriptionSnapshot,
  asOf: Date,
): Promise<'applied' | 'stale'> {
  if (snap.status === 'trialing' || snap.trialStart) {
    await recordTrialStarted(tx, userId, provider, snap.subscriptionId);
  }
  // Two attempts: when a concurrent delivery inserts the user's first row between our read and
  // our insert, the second pass compares against that row instead.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId)).for('update');
    if (!row) {
      const inserted = await tx
        .insert(subscriptions)
        .values({ userId, ...valuesOf(provider, snap, asOf) })
        .onConflictDoNothing()
        .returning({ id: subscriptions.id });
      if (inserted.length > 0) return 'applied';
      continue;
    }
    if (!supersedes(row, provider, snap, asOf)) return 'stale';
    const values = valuesOf(provider, snap, asOf);
    if (row.providerSubscriptionId === snap.subscriptionId)
      values.providerCustomerId ??= row.providerCustomerId;
    await tx.update(subscriptions).set(values).where(eq(subscriptions.id, row.id));
    return 'applied';
  }
  return 'stale';
}
