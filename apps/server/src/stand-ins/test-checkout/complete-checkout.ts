import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { checkoutSessions } from '../../db/schema/billing';
import type { TBillingEventSink } from '../../integrations/billing/billing-provider';
import { testCheckoutEvents } from './test-mode-provider';

/** Like Stripe's: a checkout page not completed within a day can no longer be paid. */
export const TEST_CHECKOUT_TTL_MS = 24 * 60 * 60 * 1000;

export type TTestCheckoutRow = typeof checkoutSessions.$inferSelect;

export const isExpired = (session: TTestCheckoutRow, now: Date) =>
  session.status === 'open' && now.getTime() - session.createdAt.getTime() > TEST_CHECKOUT_TTL_MS;

/** The success URL with the session id filled in as Stripe does ({CHECKOUT_SESSION_ID}), or appended. */
export function successRedirect(session: TTestCheckoutRow): string {
  const placeholders = ['{CHECKOUT_SESSION_ID}', '%7BCHECKOUT_SESSION_ID%7D'];
  const found = placeholders.find((p) => session.successUrl.includes(p));
  if (found) return session.successUrl.split(found).join(encodeURIComponent(session.id));
  const url = new URL(session.successUrl);
  url.searchParams.set('session_id', session.id);
  return url.toString();
}

export async function findTestCheckout(db: TDb, sessionId: string): Promise<TTestCheckoutRow | null> {
  const [session] = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.provider, 'test')));
  return session ?? null;
}

/**
 * "Pay" on the test checkout page: feeds the events Stripe would send (checkout completed, then a
 * subscription trialing or active from now) through the same code as webhooks, in one transaction.
 * Paying twice, or after access was gained another way, starts nothing new. Answers where to go.
 */
export async function completeTestCheckout(
  db: TDb,
  sink: TBillingEventSink,
  sessionId: string,
  now = new Date(),
): Promise<string | null> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as TDb;
    const [session] = await tx
      .select()
      .from(checkoutSessions)
      .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.provider, 'test')))
      .for('update');
    if (!session) return null;
    if (session.status === 'completed') return successRedirect(session);
    if (session.status === 'canceled' || isExpired(session, now)) return session.cancelUrl;

    const access = await sink.accessOf(tx, session.userId, now);
    if (!access) return null;
    if (access.hasAccess) {
      await tx
        .update(checkoutSessions)
        .set({ status: 'canceled' })
        .where(eq(checkoutSessions.id, session.id));
      return successRedirect(session);
    }
    const events = testCheckoutEvents({
      sessionId: session.id,
      userId: session.userId,
      customerId: session.customerId,
      // The trial is re-checked here: another checkout may have used it since this one was opened.
      withTrial: session.withTrial && !access.trialUsed,
      now,
    });
    for (const event of events) await sink.apply(tx, event);
    return successRedirect(session);
  });
}
