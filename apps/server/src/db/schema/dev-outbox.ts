import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Messages the dev outbox delivered instead of sending (e-mail and SMS). */
export const outboxMessages = pgTable('outbox_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  links: jsonb('links').$type<string[]>().notNull().default([]),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});
