import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { billingCustomers, billingEvents, checkoutSessions, subscriptions } from '../../db/schema/billing';
import type {
  TBillingEvent,
  TBillingProviderKind,
  TSubscriptionSnapshot,
} from '../../integrations/billing/billing-provider';
import { publishEvent } from '../../event-log/publish-event';
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
): Promise<string | null> {
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
    return null;
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
  return userId;
}

async function applySubscriptionEvent(
  tx: TDb,
  ctx: TContext,
  event: Extract<TBillingEvent, { type: 'subscription.updated' | 'subscription.deleted' }>,
): Promise<string | null> {
  const snap = event.subscription;
  const userId = await resolveSubscriptionUser(tx, ctx.provider, snap);
  if (!userId) {
    ctx.logger.warn(
      { event_id: event.id, subscription: snap.subscriptionId },
      'subscription of an unknown user ignored',
    );
    return null;
  }
  // A deleted subscription is over whatever status word the payload carries.
  const state =
    event.type === 'subscription.deleted' && snap.status !== 'incomplete_expired'
      ? { ...snap, status: 'canceled' }
      : snap;
  const applied = await applySubscriptionSnapshot(tx, ctx.provider, userId, state, event.created);
  return applied === 'applied' ? userId : null;
}

/** A failed renewal: a running subscription is past due until the provider says otherwise. */
async function applyPaymentFailed(
  tx: TDb,
  ctx: TContext,
  event: Extract<TBillingEvent, { type: 'payment.failed' }>,
): Promise<string | null> {
  if (!event.subscriptionId) return null;
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
  if (!row || row.paymentStatus !== 'active' || event.created < row.stateAsOf) return null;
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
  return row.userId;
}

/**
 * Records the event id and applies the event, in the caller's transaction. A replayed event id
 * changes nothing; an event that fails to apply is not recorded, so the provider's retry redoes it.
 * The user whose subscription it touched is told on their live updates when the transaction commits.
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
  const userId = await applyEvent(tx, ctx, event);
  if (userId) await publishEvent(tx, userId, { type: 'subscription.changed' });
  return { duplicate: false };
}

/** Applies one event; answers the user whose subscription it changed, if any. */
function applyEvent(tx: TDb, ctx: TContext, event: TBillingEvent): Promise<string | null> {
  switch (event.type) {
    case 'checkout.completed':
      return applyCheckoutCompleted(tx, ctx, event);
    case 'subscription.updated':
    case 'subscription.deleted':
      return applySubscriptionEvent(tx, ctx, event);
    case 'payment.failed':
      return applyPaymentFailed(tx, ctx, event);
    case 'ignored':
      return Promise.resolve(null);
  }
}

export async function processBillingEvent(
  db: TDb,
  ctx: TContext,
  event: TBillingEvent,
): Promise<{ duplicate: boolean }> {
  return db.transaction(async (tx) => recordAndApplyEvent(tx as unknown as TDb, ctx, event));
}
