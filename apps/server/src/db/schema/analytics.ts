import { sql } from 'drizzle-orm';
import { PLATFORMS } from '@gatling/shared/api/platforms';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, owner } from './columns';
import { replies } from './replies';

/**
 * One metered platform call: what the platform bills (or, for the sandbox, would bill) for it, at
 * the prices in configuration when it was made. Resources are the posts or users it read or wrote.
 */
export const platformCalls = pgTable(
  'platform_calls',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: owner(),
    platform: text('platform', { enum: PLATFORMS }).notNull(),
    /** 'live' or 'sandbox': the sandbox is metered at the live prices, as a forecast. */
    providerKind: text('provider_kind', { enum: ['live', 'sandbox'] }).notNull(),
    /** The provider operation: searchRecent, getUserPosts, postReply, getReplyOutcomes, ... */
    endpoint: text('endpoint').notNull(),
    resources: integer('resources').notNull(),
    costUsd: numeric('cost_usd', { precision: 12, scale: 6 }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('platform_calls_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * When a published reply's outcome is read: about 1 h, 24 h and 7 days after it went out (the
 * first reading's time is configurable: OUTCOME_FIRST_READ_MINUTES).
 */
export const OUTCOME_READ_AFTER_MS = [60 * 60_000, 24 * 60 * 60_000, 7 * 24 * 60 * 60_000] as const;

/**
 * What a published reply earned, as last read from the platform. `reads` counts the readings done
 * (0–3); `next_read_at` is null once the last one is in. Claimed by the outcome job with a lease.
 */
export const replyOutcomes = pgTable(
  'reply_outcomes',
  {
    replyId: uuid('reply_id')
      .primaryKey()
      .references(() => replies.id, { onDelete: 'cascade' }),
    userId: owner(),
    likes: integer('likes').notNull().default(0),
    replies: integer('replies').notNull().default(0),
    reposts: integer('reposts').notNull().default(0),
    quotes: integer('quotes').notNull().default(0),
    /** Null where the platform does not give them. */
    impressions: integer('impressions'),
    authorReplied: boolean('author_replied').notNull().default(false),
    authorLiked: boolean('author_liked').notNull().default(false),
    /** The reply is gone from the platform (deleted there): its last figures stay. */
    gone: boolean('gone').notNull().default(false),
    reads: integer('reads').notNull().default(0),
    nextReadAt: at('next_read_at'),
    leaseUntil: at('lease_until'),
    /** Readings that failed in a row (rate limit or outage); the next waits longer. */
    failures: integer('failures').notNull().default(0),
    readAt: at('read_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('reply_outcomes_due_idx')
      .on(t.nextReadAt)
      .where(sql`${t.nextReadAt} is not null`),
    index('reply_outcomes_user_idx').on(t.userId),
  ],
);

/** A daily reading of the connected account's audience (UTC day). */
export const accountSnapshots = pgTable(
  'account_snapshots',
  {
    userId: owner(),
    platform: text('platform', { enum: PLATFORMS }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    followers: integer('followers').notNull(),
    following: integer('following').notNull(),
    takenAt: at('taken_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.platform, t.day] })],
);
