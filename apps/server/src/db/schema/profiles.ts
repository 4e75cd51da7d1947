import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ownerKey } from './columns';

/**
 * The profile (docs/product/data.md#account-and-profile): one per user, created at sign-up or on first load
 * when missing. It also holds the user's server-side preferences (Settings › Content).
 */
export const profiles = pgTable('profiles', {
  userId: ownerKey(),
  email: text('email').notNull(),
  username: text('username').notNull(),
  avatarUrl: text('avatar_url'),
  onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
  isApproved: boolean('is_approved').notNull().default(true),
  waitlistStatus: text('waitlist_status').notNull().default('APPROVED'),
  /**
   * Settings › Content: Bluesky posts labelled as adult content are drafted for (off: monitoring
   * sets them aside; decision 0063).
   */
  showAdultContent: boolean('show_adult_content').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
