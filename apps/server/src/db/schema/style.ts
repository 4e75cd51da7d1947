import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { TStyleFeatures } from '@gatling/shared/api/style';
import { at, owner, ownerKey } from './columns';

/**
 * The user's style (docs/product/data.md#speaking-style): the style prompt plus the measured features behind
 * it. One row per user.
 */
export const userStyles = pgTable('user_styles', {
  userId: ownerKey(),
  stylePrompt: text('style_prompt').notNull(),
  source: text('source', { enum: ['analyzed', 'default', 'user'] }).notNull(),
  features: jsonb('features').$type<TStyleFeatures>(),
  /** The user's own recent posts kept as voice samples for drafting (texts only). */
  samplePosts: jsonb('sample_posts').$type<string[]>().notNull().default([]),
  /** The user's own replies from their timeline, newest first, each with the post it answered. */
  sampleReplies: jsonb('sample_replies')
    .$type<{ post: { author_username: string; text: string }; reply: string }[]>()
    .notNull()
    .default([]),
  postsAnalyzed: integer('posts_analyzed').notNull().default(0),
  analyzedAt: at('analyzed_at'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** Approved edits kept as few-shot examples of the user's voice: what was drafted, what they sent. */
export const styleExamples = pgTable(
  'style_examples',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    draft: text('draft').notNull(),
    final: text('final').notNull(),
    /** The post being answered, when known. */
    context: text('context'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('style_examples_user_created_idx').on(t.userId, t.createdAt)],
);
