import { bigint, index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, owner, ownerKey } from './columns';

/**
 * The live updates of GET /api/events, kept for a day so that a client reconnecting with
 * Last-Event-ID receives what it missed. The id is the user's own: 1, 2, 3… for each user
 * (user_event_counters), so the ids a user sees say nothing of anyone else's activity. It orders a
 * user's events: a stream sends the rows after the last id it sent, whether woken by a NOTIFY or
 * replaying (docs/decisions/0026, 0056).
 */
export const userEvents = pgTable(
  'user_events',
  {
    userId: owner(),
    id: bigint('id', { mode: 'number' }).notNull(),
    type: text('type').notNull(),
    /** The event as the stream sends it (ZAppEvent of packages/shared/src/api/events.ts). */
    payload: jsonb('payload').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'user_events_user_id_id_pk', columns: [t.userId, t.id] }),
    // The hourly prune deletes by age across users.
    index('user_events_created_idx').on(t.createdAt),
  ],
);

/**
 * The last event id handed out to each user. Drawing the next one updates the user's row, whose
 * lock, held to the commit, hands out a user's ids in commit order (publish-event.ts). It outlives
 * the pruned events, so an id is never handed out twice.
 */
export const userEventCounters = pgTable('user_event_counters', {
  userId: ownerKey(),
  lastId: bigint('last_id', { mode: 'number' }).notNull(),
});
