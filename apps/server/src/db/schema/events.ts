import { bigserial, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, owner } from './columns';

/**
 * The live updates of GET /api/events, kept for a day so that a client reconnecting with
 * Last-Event-ID receives what it missed. The id orders a user's events: a stream sends the rows
 * after the last id it sent, whether woken by a NOTIFY or replaying (docs/decisions/0026).
 */
export const userEvents = pgTable(
  'user_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: owner(),
    type: text('type').notNull(),
    /** The event as the stream sends it (ZAppEvent of packages/shared/src/api/events.ts). */
    payload: jsonb('payload').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('user_events_user_id_idx').on(t.userId, t.id),
    // The hourly prune deletes by age across users.
    index('user_events_created_idx').on(t.createdAt),
  ],
);
