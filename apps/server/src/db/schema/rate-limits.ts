import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

/**
 * Fixed-window rate-limit counters (http/rate-limit.ts), shared by every API process. The key is a
 * hash of what is limited (an IP, an e-mail address, a user), never the value itself.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: at('reset_at').notNull(),
});
