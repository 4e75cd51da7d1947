import { sql, type SQL } from 'drizzle-orm';
import { ZAppEvent, type TAppEvent } from '@gatling/shared/api/events';
import { prepareSql, preparedSql, type TDb } from '../db/client';
import { userEventCounters, userEvents } from '../db/schema/events';

/** The notification channel; each payload is `<user id>:<event id>`. */
export const EVENTS_CHANNEL = 'user_events';
/**
 * One statement that draws the user's next event id, stores the event and announces it, after
 * `write` (a data-modifying statement with RETURNING) when one is given, and then only when it
 * returned a row. The id is the user's own (1, 2, 3…, nothing of other users in it): drawing it
 * updates the user's counter row, whose lock, held to the commit of the transaction the statement
 * runs in, makes the next publisher for that user wait; so a user's ids commit in order.
 */
function storeAndAnnounce(write?: SQL): SQL {
  const user = sql.placeholder('eventUser');
  const written = write ? sql`written as (${write}), ` : sql``;
  const after = write ? sql` from written limit 1` : sql``;
  return sql`with ${written}numbered as (
      insert into ${userEventCounters} (user_id, last_id)
      select ${user}, 1${after}
      on conflict (user_id) do update set last_id = ${userEventCounters}.last_id + 1
      returning last_id
    ), stored as (
      insert into ${userEvents} (user_id, id, type, payload)
      select ${user}, last_id, ${sql.placeholder('eventType')}, ${sql.placeholder('eventPayload')}::jsonb
      from numbered
      returning id
    )
    select id, pg_notify(${EVENTS_CHANNEL}, ${user} || ':' || id) from stored`;
}

/** The placeholders' values of storeAndAnnounce: the event checked against the contract. */
function eventValues(userId: string, event: TAppEvent) {
  const payload = ZAppEvent.parse(event);
  return { eventUser: userId, eventType: payload.type, eventPayload: JSON.stringify(payload) };
}

type TStored = { id: string | number };

const storeEvent = preparedSql<TStored>(storeAndAnnounce(), 'gatling_publish_event');

/**
 * Stores a live update for the user and announces it. Given the caller's transaction, both happen
 * when it commits and neither when it rolls back: an event never announces a change that did not
 * happen. The user's counter row, locked to the commit, hands out a user's event ids in commit
 * order, so a stream that has sent id N never later finds a committed id below N it has not sent.
 * One statement: one round trip, inside the caller's transaction or as its own.
 */
export async function publishEvent(db: TDb, userId: string, event: TAppEvent): Promise<number> {
  const [row] = await storeEvent(db)(eventValues(userId, event));
  if (!row) throw new Error('the event was not stored');
  return Number(row.id);
}

/** Runs a prepared write with the values of its placeholders, and its event when it wrote. */
export type TWriteAndPublish = (
  values: Record<string, unknown>,
  userId: string,
  event: TAppEvent,
) => Promise<boolean>;

/**
 * `write` (an UPDATE, INSERT or DELETE of at most one row, with RETURNING, as SQL whose values may
 * be placeholders) and, only when it returned a row, the user's event, stored and announced as
 * publishEvent does: all in one statement, so atomically and in one round trip without a
 * transaction of the caller's. Its text is built once (and with a `name`, parsed once per
 * connection); each run answers whether the write wrote. Its own placeholders must not be named
 * eventUser, eventType or eventPayload.
 */
export function prepareWriteAndPublish(db: TDb, write: SQL, name?: string): TWriteAndPublish {
  const run = prepareSql<TStored>(db, storeAndAnnounce(write), name);
  return async (values, userId, event) =>
    (await run({ ...values, ...eventValues(userId, event) })).length > 0;
}

/** prepareWriteAndPublish for a write made once, its values in it. */
export function writeAndPublishEvent(
  db: TDb,
  write: SQL,
  userId: string,
  event: TAppEvent,
): Promise<boolean> {
  return prepareWriteAndPublish(db, write)({}, userId, event);
}
