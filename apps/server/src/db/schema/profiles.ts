import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ownerKey } from './columns';

/**
 * The profile (docs/product/data.md#account-and-profile): one per user, created at sign-up or on first load
 * when missing.
 */
export const profiles = pgTable('profiles', {
  userId: ownerKey(),
  email: text('email').notNull(),
  username: text('username').notNull(),
  avatarUrl: text('avatar_url'),
  onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
  isApproved: boolean('is_approved').notNull().default(true),
  waitlistStatus: text('waitlist_status').notNull().default('APPROVED'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
