import { sql } from 'drizzle-orm';
import { PLATFORMS } from '@gatling/shared/api/platforms';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { CONVERSATION_KINDS, CONVERSATION_STATUSES } from '@gatling/shared/api/conversations';
import type { TOriginalMessage } from '@gatling/shared/api/replies';
import { at, owner } from './columns';
import { monitorRuns } from './monitoring';

export const REPLY_STATUSES = [
  /** Drafted, waiting for the user's swipe. */
  'pending',
  'rejected',
  /** Approved; goes out at scheduled_at. */
  'scheduled',
  /** Claimed by a worker that is posting it (lease_until bounds the claim). */
  'publishing',
  /** Due, delivered through the platform's reply page: waiting for the user to finish it there. */
  'awaiting_intent',
  'published',
  /** Gave up after retries (last_error says why); shown on the scheduled list until deleted. */
  'failed',
  /** Removed from the schedule by the user before it went out. */
  'cancelled',
] as const;
export type TReplyStatus = (typeof REPLY_STATUSES)[number];

/**
 * A post found by monitoring, its draft, and everything the user and the publisher did with it.
 * One row per (user, platform, post): a post is never drafted or answered twice.
 */
export const replies = pgTable(
  'replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    platform: text('platform', { enum: PLATFORMS }).notNull().default('twitter'),
    monitorRunId: uuid('monitor_run_id').references(() => monitorRuns.id, { onDelete: 'set null' }),
    /**
     * The conversations inbox item this reply follows up (decision 0083): such a reply is reviewed
     * in Notifications, never in Your Replies. Null for the replies monitoring drafted.
     */
    conversationItemId: uuid('conversation_item_id').references(() => conversationItems.id, {
      onDelete: 'cascade',
    }),
    /** The platform's id of the post being answered. */
    postId: text('post_id').notNull(),
    /** The post as the review card shows it (snapshot at drafting time). */
    post: jsonb('post').$type<TOriginalMessage>().notNull(),
    /** The post's author id on the platform and the usernames it mentions (for the reply rule). */
    postAuthorId: text('post_author_id').notNull(),
    /**
     * Why the post was picked: a keyword or core user monitoring read, or 'conversation' for the
     * follow-up of an inbox item (conversation_item_id; source_value is then the item's kind).
     */
    sourceKind: text('source_kind', { enum: ['keyword', 'core_user', 'conversation'] }).notNull(),
    sourceValue: text('source_value').notNull(),
    score: integer('score'),
    reason: text('reason'),
    matchedRule: text('matched_rule'),
    /** The current draft (quick edits rewrite it in place). */
    suggestedResponse: text('suggested_response').notNull(),
    /** The first draft, as the model wrote it. */
    originalDraft: text('original_draft').notNull(),
    /**
     * What wrote the draft: 'offline' for the built-in demo writer, else 'PROVIDER:MODEL' (e.g.
     * 'openai:gpt-4.1-mini'). Null for drafts written before this was recorded.
     */
    draftedBy: text('drafted_by'),
    /** What goes out: the draft, or the user's own text. Set on approval. */
    finalText: text('final_text'),
    /** The user's text when they edited (approve's human_edits or edit-submit's edited_text). */
    humanEdits: text('human_edits'),
    editType: text('edit_type'),
    status: text('status', { enum: REPLY_STATUSES }).notNull().default('pending'),
    delivery: text('delivery', { enum: ['api', 'intent'] })
      .notNull()
      .default('intent'),
    drySend: boolean('dry_send').notNull().default(false),
    /** When the plan gate counted this reply against the daily allowance (once, however many calls touch it). */
    countedAt: at('counted_at'),
    /** When the edit was kept as a style example (once). */
    learnedAt: at('learned_at'),
    reviewedAt: at('reviewed_at'),
    scheduledAt: at('scheduled_at'),
    publishAttempts: integer('publish_attempts').notNull().default(0),
    leaseUntil: at('lease_until'),
    /** Earliest time of the next publish attempt after a retryable failure. */
    retryAt: at('retry_at'),
    publishedAt: at('published_at'),
    publishedPostId: text('published_post_id'),
    publishedUrl: text('published_url'),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('replies_user_platform_post_idx').on(t.userId, t.platform, t.postId),
    index('replies_user_status_created_idx').on(t.userId, t.status, t.createdAt),
    uniqueIndex('replies_conversation_item_idx').on(t.conversationItemId),
    // Analytics and the outcome readings look at published replies by time.
    index('replies_published_idx')
      .on(t.userId, t.publishedAt)
      .where(sql`${t.status} = 'published'`),
    index('replies_due_idx')
      .on(t.status, t.scheduledAt)
      .where(sql`${t.status} in ('scheduled', 'publishing', 'awaiting_intent')`),
  ],
);

/**
 * A complaint (docs/product/data.md#complaints): the user's curation feedback on one reply's post (one per
 * reply).
 */
export const complaints = pgTable(
  'complaints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    replyId: uuid('reply_id')
      .notNull()
      .references(() => replies.id, { onDelete: 'cascade' }),
    complaint: text('complaint').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('complaints_user_reply_idx').on(t.userId, t.replyId),
    index('complaints_user_created_idx').on(t.userId, t.createdAt),
  ],
);

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
