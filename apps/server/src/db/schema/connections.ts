import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PLATFORMS } from '@gatling/shared/api/platforms';
import { owner } from './columns';

/**
 * A user's connected social account. Tokens are sealed with AES-256-GCM (lib/token-cipher.ts);
 * status 'reconnect_needed' when the platform reports them revoked or invalid.
 */
export const platformConnections = pgTable(
  'platform_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    platform: text('platform', { enum: PLATFORMS }).notNull(),
    /** 'live' (the real platform) or 'sandbox': a connection only works with the provider that made it. */
    providerKind: text('provider_kind', { enum: ['live', 'sandbox'] }).notNull(),
    externalUserId: text('external_user_id').notNull(),
    username: text('username').notNull(),
    displayName: text('display_name').notNull(),
    avatarUrl: text('avatar_url'),
    accessTokenSealed: text('access_token_sealed').notNull(),
    accessSecretSealed: text('access_secret_sealed').notNull(),
    status: text('status', { enum: ['connected', 'reconnect_needed'] })
      .notNull()
      .default('connected'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('platform_connections_user_platform_idx').on(t.userId, t.platform)],
);

/**
 * Request tokens handed out by step 1 of a connection, bound to the user who asked. One use:
 * `usedAt` is set by the callback, so a replayed callback is refused.
 */
export const platformOauthRequests = pgTable(
  'platform_oauth_requests',
  {
    requestToken: text('request_token').primaryKey(),
    userId: owner(),
    platform: text('platform', { enum: ['twitter'] }).notNull(),
    requestSecretSealed: text('request_secret_sealed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('platform_oauth_requests_user_idx').on(t.userId)],
);

/**
 * A network that told a user's account to slow down (a rate limit) and until when: one budget per
 * network, so every read made with that account (monitoring, the inbox, profile and style reads)
 * waits for the same reset rather than each meeting the limit on its own (decision 0083).
 */
export const networkHolds = pgTable(
  'network_holds',
  {
    userId: owner(),
    platform: text('platform', { enum: PLATFORMS }).notNull(),
    until: timestamp('until', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'network_holds_pk', columns: [t.userId, t.platform] })],
);
