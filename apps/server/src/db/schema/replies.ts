import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TOriginalMessage } from '@gatling/shared/api/replies';
import { users } from './auth';

const at = (name: string) => timestamp(name, { withTimezone: true });
const owner = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * One monitoring pass for a user: read the active keywords and core users, qualify, draft. The row
 * is the job: a worker claims a QUEUED row (FOR UPDATE SKIP LOCKED) and holds it with `leaseUntil`;
 * a RUNNING row whose lease ran out is taken over by the next worker.
 */
export const monitorRuns = pgTable(
  'monitor_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    status: text('status', { enum: ['QUEUED', 'RUNNING', 'COMPLETED', 'FAILED'] })
      .notNull()
      .default('QUEUED'),
    /** What asked for it: the user (button or onboarding) or the periodic schedule. */
    trigger: text('trigger', { enum: ['manual', 'schedule'] })
      .notNull()
      .default('manual'),
    progress: integer('progress').notNull().default(0),
    postsFound: integer('posts_found').notNull().default(0),
    postsQualified: integer('posts_qualified').notNull().default(0),
    draftsCreated: integer('drafts_created').notNull().default(0),
    errorMessage: text('error_message'),
    attempts: integer('attempts').notNull().default(0),
    leaseUntil: at('lease_until'),
    createdAt: at('created_at').notNull().defaultNow(),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
  },
  (t) => [
    index('monitor_runs_user_created_idx').on(t.userId, t.createdAt),
    index('monitor_runs_open_idx')
      .on(t.status, t.createdAt)
      .where(sql`${t.status} in ('QUEUED', 'RUNNING')`),
  ],
);

/** Where the last read of a source stopped (since_id), so the next run reads only newer posts. */
export const monitorCursors = pgTable(
  'monitor_cursors',
  {
    userId: owner(),
    /** 'keyword:<query>' or 'user:<platform user id>'. */
    sourceKey: text('source_key').notNull(),
    sinceId: text('since_id'),
    checkedAt: at('checked_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.sourceKey] })],
);

export const INTERACTION_STATUSES = [
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
export type TInteractionStatus = (typeof INTERACTION_STATUSES)[number];

/**
 * A post found by monitoring, its draft, and everything the user and the publisher did with it.
 * One row per (user, platform, post): a post is never drafted or answered twice.
 */
export const interactions = pgTable(
  'interactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    platform: text('platform', { enum: ['twitter'] })
      .notNull()
      .default('twitter'),
    monitorRunId: uuid('monitor_run_id').references(() => monitorRuns.id, { onDelete: 'set null' }),
    /** The platform's id of the post being answered. */
    postId: text('post_id').notNull(),
    /** The post as the review card shows it (snapshot at drafting time). */
    post: jsonb('post').$type<TOriginalMessage>().notNull(),
    /** The post's author id on the platform and the usernames it mentions (for the reply rule). */
    postAuthorId: text('post_author_id').notNull(),
    sourceKind: text('source_kind', { enum: ['keyword', 'core_user'] }).notNull(),
    sourceValue: text('source_value').notNull(),
    score: integer('score'),
    reason: text('reason'),
    matchedRule: text('matched_rule'),
    /** The current draft (quick edits rewrite it in place). */
    suggestedResponse: text('suggested_response').notNull(),
    /** The first draft, as the model wrote it. */
    originalDraft: text('original_draft').notNull(),
    /** What goes out: the draft, or the user's own text. Set on approval. */
    finalText: text('final_text'),
    /** The user's text when they edited (approve's human_edits or edit-submit's edited_text). */
    humanEdits: text('human_edits'),
    editType: text('edit_type'),
    status: text('status', { enum: INTERACTION_STATUSES }).notNull().default('pending'),
    delivery: text('delivery', { enum: ['api', 'intent'] })
      .notNull()
      .default('intent'),
    drySend: boolean('dry_send').notNull().default(false),
    /** When the plan gate counted this interaction (it counts once, however many calls touch it). */
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
    uniqueIndex('interactions_user_platform_post_idx').on(t.userId, t.platform, t.postId),
    index('interactions_user_status_created_idx').on(t.userId, t.status, t.createdAt),
    index('interactions_due_idx')
      .on(t.status, t.scheduledAt)
      .where(sql`${t.status} in ('scheduled', 'publishing', 'awaiting_intent')`),
  ],
);

/** Spec §3 Complaint: the user's curation feedback on one interaction (one per interaction). */
export const complaints = pgTable(
  'complaints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    interactionId: uuid('interaction_id')
      .notNull()
      .references(() => interactions.id, { onDelete: 'cascade' }),
    complaint: text('complaint').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('complaints_user_interaction_idx').on(t.userId, t.interactionId),
    index('complaints_user_created_idx').on(t.userId, t.createdAt),
  ],
);
