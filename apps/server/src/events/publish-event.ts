import { sql } from 'drizzle-orm';
import { ZAppEvent, type TAppEvent } from '@gatling/shared/api/events';
import type { TDb } from '../db/client';
import { userEvents } from '../db/schema/events';

/** The notification channel; each payload is `<user id>:<event id>`. */
export const EVENTS_CHANNEL = 'user_events';
/** First key of the per-user advisory lock that orders a user's events (the second is the user's). */
const EVENTS_LOCK_SPACE = 7_272_001;

/**
 * Stores a live update for the user and announces it. Given the caller's transaction, both happen
 * when it commits and neither when it rolls back: an event never announces a change that did not
 * happen. A per-user lock held to the commit hands out a user's event ids in commit order, so a
 * stream that has sent id N never later finds a committed id below N it has not sent.
 */
export async function publishEvent(db: TDb, userId: string, event: TAppEvent): Promise<number> {
  const payload = ZAppEvent.parse(event);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${EVENTS_LOCK_SPACE}, hashtext(${userId}))`);
    const [row] = await tx
      .insert(userEvents)
      .values({ userId, type: payload.type, payload })
      .returning({ id: userEvents.id });
    if (!row) throw new Error('the event was not stored');
    await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${`${userId}:${row.id}`})`);
    return row.id;
  });
}
