import { text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** A timestamp column with its time zone, as every table keeps them. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** The owning user: every row belongs to one, and goes when the account goes. */
export const owner = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** The owning user as the primary key: one row per user. */
export const ownerKey = () =>
  text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' });
