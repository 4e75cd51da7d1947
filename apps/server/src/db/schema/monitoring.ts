import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at, owner } from './columns';

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
    /** Qualified posts the run wrote no draft for, and why (shown with the run). */
    skipped: jsonb('skipped')
      .$type<{ post_id: string; author_username: string; text: string; reason: string }[]>()
      .notNull()
      .default([]),
    errorMessage: text('error_message'),
    attempts: integer('attempts').notNull().default(0),
    /**
     * When the user asked to stop the run (POST /monitor/stop/{id}). The worker holding it reads this
     * while it runs, whatever process it is in, and ends the run COMPLETED with what it drafted.
     */
    stopRequestedAt: at('stop_requested_at'),
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
