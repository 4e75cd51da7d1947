import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CORE_USER_PLATFORMS } from '@gatling/shared/spec';
import { at, owner } from './columns';

/**
 * Core users (docs/product/data.md#core-users): accounts the user wants to engage with. `usernameKey` is the
 * lower-cased name, so @Alice and @alice are one core user; `username` keeps the platform's spelling.
 */
export const coreUsers = pgTable(
  'core_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    platform: text('platform', { enum: CORE_USER_PLATFORMS }).notNull().default('twitter'),
    username: text('username').notNull(),
    usernameKey: text('username_key').notNull(),
    externalUserId: text('external_user_id'),
    displayName: text('display_name').notNull(),
    avatarUrl: text('avatar_url'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('core_users_user_platform_name_idx').on(t.userId, t.platform, t.usernameKey)],
);
