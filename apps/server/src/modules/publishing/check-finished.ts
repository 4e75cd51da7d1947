import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { replies } from '../../db/schema/replies';

/**
 * POST /scheduled/check-finished: the user says they finished their replies on the platform's
 * reply page. Each of their replies awaiting that becomes due for the next reconcile-intents run
 * (lease_until holds the time of a row's next check), instead of waiting minutes for it; the
 * route wakes the job. Answers how many replies will be looked for.
 */
export async function checkFinishedNow(db: TDb, userId: string, now: Date): Promise<number> {
  const due = await db
    .update(replies)
    .set({ leaseUntil: now })
    .where(and(eq(replies.userId, userId), eq(replies.status, 'awaiting_intent')))
    .returning({ id: replies.id });
  return due.length;
}
