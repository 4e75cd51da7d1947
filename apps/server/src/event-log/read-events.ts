import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import { ZAppEvent, type TAppEvent } from '@gatling/shared/api/events';
import type { TDb } from '../db/client';
import { userEventCounters, userEvents } from '../db/schema/events';

/** How long events are kept for a reconnecting client (docs/decisions/0026-live-events.md). */
export const EVENTS_KEPT_MS = 24 * 60 * 60_000;

/** Rows one prune deletes: the job runs again at once while there are more. */
export const PRUNE_BATCH = 5_000;

/** A stored event; null when the row no longer matches the contract (then it is skipped). */
export type TStoredEvent = { id: number; event: TAppEvent | null };

/** The user's events after `afterId`, oldest first, at most `limit`. */
export async function readEventsAfter(
  db: TDb,
  userId: string,
  afterId: number,
  limit: number,
): Promise<TStoredEvent[]> {
  const rows = await db
    .select({ id: userEvents.id, payload: userEvents.payload })
    .from(userEvents)
    .where(and(eq(userEvents.userId, userId), gt(userEvents.id, afterId)))
    .orderBy(asc(userEvents.id))
    .limit(limit);
  return rows.map((row) => {
    const parsed = ZAppEvent.safeParse(row.payload);
    return { id: row.id, event: parsed.success ? parsed.data : null };
  });
}

/** Deletes a batch of every user's events older than the replay window; answers how many. */
export async function pruneEvents(db: TDb, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - EVENTS_KEPT_MS);
  const old = db
    .select({ userId: userEvents.userId, id: userEvents.id })
    .from(userEvents)
    .where(lt(userEvents.createdAt, cutoff))
    .limit(PRUNE_BATCH);
  const gone = await db
    .delete(userEvents)
    .where(sql`(${userEvents.userId}, ${userEvents.id}) in ${old}`)
    .returning({ id: userEvents.id });
  return gone.length;
}

/**
 * The last id handed out to the user, 0 when none was: the counter, not the newest row, since the
 * rows are pruned after a day and a client may hold an id whose row is gone.
 */
export async function latestEventId(db: TDb, userId: string): Promise<number> {
  const [row] = await db
    .select({ id: userEventCounters.lastId })
    .from(userEventCounters)
    .where(eq(userEventCounters.userId, userId));
  return row?.id ?? 0;
}
