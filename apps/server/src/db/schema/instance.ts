import { pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

/**
 * Facts about this installation that every process must agree on, e.g. a check value of the key the
 * OAuth tokens are sealed with (never the key itself).
 */
export const instanceSettings = pgTable('instance_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
