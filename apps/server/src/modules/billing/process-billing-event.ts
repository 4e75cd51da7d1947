import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { billingCustomers, billingEvents, checkoutSessions, subscriptions } from '../../db/schema/billing';
import type {
  TBillingEvent,
  TBillingProviderKind,
  TSubscriptionSnapshot,
} from '../../integrations/billing/billing-provider';
import type { TLogger } from '../../lib/logger';
import {
  applySubscriptionSnapshot,
  recordTrialStarted,
  resolveSubscriptionUser,
} from './apply-subscription-snapshot';

/** The subscription state fetched from the provider while handling a completed checkout. */
export type TFetchedSubscription = { snapshot: TSubscriptionSnapshot; at: Date };

type TContext = { provider: TBillingProviderKind; logger: TLogger; fetched?: TFetchedSubscription | null };

async function applyCheckoutCompleted(
  tx: TDb,
  ctx: TContext,
  event: Extract<TBillingEvent, { type: 'checkout.completed' }>,
): Promise<void> {
  const [session] = await tx
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, event.sessionId), eq(checkoutSessions.provider, ctx.provider)));
  // The session we recorded names the user; a checkout made elsewhere falls back to its reference.
  const userId =
    session?.userId ??
    (await resolveSubscriptionUser(tx, ctx.provider, {
      userId: event.userId,
      customerId: event.customerId,
      subscriptionId: null,
    }));
  if (!userId) {
    ctx.logger.warn(
      { event_id: event.id, session_id: event.sessionId },
      'checkout of an unknown user ignored',
    );
    return;
  }
  if (session) {
    await tx
      .update(checkoutSessions)
      .set({
        status: 'completed',
        completedAt: session.completedAt ?? event.created,
        customerId: event.customerId ?? session.customerId,
        providerSubscriptionId: event.subscriptionId,
      })
      .where(eq(checkoutSessions.id, session.id));
    if (session.withTrial) await recordTrialStarted(tx, userId, ctx.provider, event.subscriptionId);
  }
  if (event.customerId) {
    await tx
      .insert(billingCustomers)
      .values({ userId, provider: ctx.provider, customerId: event.customerId })
      .onConflictDoNothing();
  }
  if (ctx.fetched && ctx.fetched.snapshot.subscriptionId === event.subscriptionId) {
    await applySubscriptionSnapshot(tx, ctx.provider, userId, ctx.fetched.snapshot, ctx.fetched.at);
  }
}

async function applySubscriptionEvent(
  tx: TDb,
  ctx: TContext,
  event: Extract<TBillingEvent, { type: 'subscription.updated' | 'subscription.deleted' }>,
): Promise<void> {
  const snap = event.subscription;
  const userId = await resolveSubscriptionUser(tx, ctx.provider, snap);
  if (!userId) {
    ctx.logger.warn(
      { event_id: event.id, subscription: snap.subscriptionId },
      'subscription of an unknown user ignored',
    );
    return;
  }
  // A deleted subscription is over whatever status word the payload carries.
  const state =
    event.type === 'subscription.deleted' && snap.status !== 'incomplete_expired'
      ? { ...snap, status: 'canceled' }
      : snap;
  await applySubscriptionSnapshot(tx, ctx.provider, userId, state, event.created);
}

/** A failed renewal: a running subscription is past due until the provider says otherwise. */
async function applyPaymentFailed(
  tx: TDb,
  ctx: TContext,
  event: Extract<TBillingEvent, { type: 'payment.failed' }>,
): Promise<void> {
  if (!event.subscriptionId) return;
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, ctx.provider),
        eq(subscriptions.providerSubscriptionId, event.subscriptionId),
      ),
    )
    .for('update');
  if (!row || row.paymentStatus !== 'active' || event.created < row.stateAsOf) return;
  await tx
    .update(subscriptions)
    .set({
      statusRaw: 'past_due',
      paymentStatus: 'past_due',
      tier: 'monthly',
      stateAsOf: event.created,
      updatedAt: new Date(),
    })
    .where(eq(subscriptions.id, row.id));
}

/**
 * Records the event id and applies the event, in the caller's transaction. A replayed event id
 * changes nothing; an event that fails to apply is not recorded, so the provider's retry redoes it.
 */
export async function recordAndApplyEvent(
  tx: TDb,
  ctx: TContext,
  event: TBillingEvent,
): Promise<{ duplicate: boolean }> {
  const recorded = await tx
    .insert(billingEvents)
    .values({
      provider: ctx.provider,
      eventId: event.id,
      type: event.type === 'ignored' ? event.providerType : event.type,
      eventCreatedAt: event.created,
    })
    .onConflictDoNothing()
    .returning({ eventId: billingEvents.eventId });
  if (recorded.length === 0) return { duplicate: true };
  switch (event.type) {
    case 'checkout.completed':
      await applyCheckoutCompleted(tx, ctx, event);
      break;
    case 'subscription.updated':
    case 'subscription.deleted':
      await applySubscriptionEvent(tx, ctx, event);
      break;
    case 'payment.failed':
      await applyPaymentFailed(tx, ctx, event);
      break;
    case 'ignored':
      break;
  }
  return { duplicate: false };
}

export async function processBillingEvent(
  db: TDb,
  ctx: TContext,
  event: TBillingEvent,
): Promise<{ duplicate: boolean }> {
  return db.transaction(async (tx) => recordAndApplyEvent(tx as unknown as TDb, ctx, event));
}
