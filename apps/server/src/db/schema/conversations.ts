import { sql } from 'drizzle-orm';
import { PLATFORMS } from '@gatling/shared/api/platforms';
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { TOriginalMessage } from '@gatling/shared/api/replies';
import { CONVERSATION_KINDS, CONVERSATION_STATUSES } from '@gatling/shared/api/conversations';
import { at, owner } from './columns';
import { replies } from './replies';

/**
 * One item of the conversations inbox (Notifications, decision 0083): a post that answers one of the
 * user's posts or replies, mentions them, or quotes them, read from the network's notifications (or
 * mentions timeline). Its follow-up draft is a row of `replies` (`replies.conversation_item_id`), so
 * it is approved, edited, undone, scheduled and published exactly as every other reply is.
 * One row per (user, platform, post): an answer is never taken in twice.
 */
export const conversationItems = pgTable(
  'conversation_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    platform: text('platform', { enum: PLATFORMS }).notNull(),
    kind: text('kind', { enum: CONVERSATION_KINDS }).notNull(),
    /** The platform's id of the post that answers, mentions or quotes the user. */
    postId: text('post_id').notNull(),
    /**
     * The post as the inbox shows it, with `replied_to` (the user's post or reply it answers) and
     * `thread_root` (the thread's first post) where known; `original_tweet` is the quoted post.
     */
    post: jsonb('post').$type<TOriginalMessage>().notNull(),
    /** The answering account's id on the platform. */
    authorId: text('author_id').notNull(),
    /** The thread's first post id (the post itself when it starts one): a dismissed thread stays quiet. */
    rootPostId: text('root_post_id').notNull(),
    /** The reply sent through the product that this answers, when it answers one. */
    answeredReplyId: uuid('answered_reply_id').references((): AnyPgColumn => replies.id, {
      onDelete: 'set null',
    }),
    status: text('status', { enum: CONVERSATION_STATUSES }).notNull().default('drafting'),
    /** Drafting attempts that failed (the model was unreachable); after three it has nothing to add. */
    draftAttempts: integer('draft_attempts').notNull().default(0),
    /** Why the writer had nothing to add (status 'nothing_to_add'), in its words. */
    nothingToAdd: text('nothing_to_add'),
    /** When the post was written on the network. */
    postedAt: at('posted_at').notNull(),
    /** When the user liked the post through the product. */
    likedAt: at('liked_at'),
    /** When the user decided (sent, dismissed, liked). */
    decidedAt: at('decided_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversation_items_user_platform_post_idx').on(t.userId, t.platform, t.postId),
    index('conversation_items_user_created_idx').on(t.userId, t.createdAt),
    index('conversation_items_open_idx')
      .on(t.userId, t.status)
      .where(sql`${t.status} in ('drafting', 'drafted', 'nothing_to_add')`),
    index('conversation_items_root_idx').on(t.userId, t.platform, t.rootPostId),
  ],
);

/**
 * Where each connected account's inbox read stands: the network's cursor (Bluesky: the newest
 * notification's time seen; X: the newest mention id) and when it was last read.
 */
export const conversationCursors = pgTable(
  'conversation_cursors',
  {
    userId: owner(),
    platform: text('platform', { enum: PLATFORMS }).notNull(),
    cursor: text('cursor'),
    readAt: at('read_at'),
    /** Held by the worker reading it (a crashed worker's claim runs out). */
    leaseUntil: at('lease_until'),
    /** The last read's failure, if it failed (the next read retries). */
    lastError: text('last_error'),
  },
  (t) => [uniqueIndex('conversation_cursors_user_platform_idx').on(t.userId, t.platform)],
);
