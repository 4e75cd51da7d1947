import { sql } from 'drizzle-orm';
import { PLATFORMS } from '@gatling/shared/api/platforms';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TOriginalMessage } from '@gatling/shared/api/replies';
import { at, owner } from './columns';
import { monitorRuns } from './monitoring';
import { conversationItems } from './conversations';

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
    /** When the plan gate counted this reply as an interaction (once, however many calls touch it). */
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
