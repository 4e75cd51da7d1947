import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { checkoutSessions } from '../../db/schema/billing';
import { findTestCheckout } from './complete-checkout';

/** "Cancel" on the test checkout page: the session can no longer be paid; back to cancel_url. */
export async function abandonTestCheckout(db: TDb, sessionId: string): Promise<string | null> {
  await db
    .update(checkoutSessions)
    .set({ status: 'canceled' })
    .where(
      and(
        eq(checkoutSessions.id, sessionId),
        eq(checkoutSessions.provider, 'test'),
        eq(checkoutSessions.status, 'open'),
      ),
    );
  const session = await findTestCheckout(db, sessionId);
  return session ? session.cancelUrl : null;
}
