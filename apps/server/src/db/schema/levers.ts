import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

const at = (name: string) => timestamp(name, { withTimezone: true });
const owner = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * Spec §3 Core user: accounts the user wants to engage with. `usernameKey` is the lower-cased name,
 * so @Alice and @alice are one core user; `username` keeps the platform's spelling.
 */
export const coreUsers = pgTable(
  'core_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    platform: text('platform', { enum: ['twitter', 'telegram', 'farcaster'] })
      .notNull()
      .default('twitter'),
    username: text('username').notNull(),
    usernameKey: text('username_key').notNull(),
    externalUserId: text('external_user_id'),
    displayName: text('display_name').notNull(),
    avatarUrl: text('avatar_url'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('core_users_user_platform_name_idx').on(t.userId, t.platform, t.usernameKey)],
);

/** Spec §3 Qualification rule: the trigger prompt is the rule's identifier, unique per user. */
export const qualificationRules = pgTable(
  'qualification_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    triggerPrompt: text('trigger_prompt').notNull(),
    semanticResponse: text('semantic_response'),
    /** How the rule was made: typed on the rules screen, or inferred from an approved edit. */
    origin: text('origin', { enum: ['user', 'edit'] })
      .notNull()
      .default('user'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('qualification_rules_user_trigger_idx').on(t.userId, t.triggerPrompt),
    index('qualification_rules_user_created_idx').on(t.userId, t.createdAt),
  ],
);

export type TCompetitorRow = {
  competitor_name: string;
  competitor_website: string;
  competitor_twitter_handle: string;
  competitor_summary: string;
  competitor_pros: string;
  competitor_cons: string;
  counter_positioning: string;
};

/** Spec §3 Business info: one row per user. */
export const businessInfo = pgTable('business_info', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  businessEmail: text('business_email').notNull().default(''),
  calendarLink: text('calendar_link').notNull().default(''),
  oneLineSummary: text('one_line_summary').notNull().default(''),
  oneParagraphSummary: text('one_paragraph_summary').notNull().default(''),
  competitors: jsonb('competitors').$type<TCompetitorRow[]>().notNull().default([]),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
