import { boolean, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** One language-model call: what it cost, for whom, and how it ended. */
export const llmCalls = pgTable(
  'llm_calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for calls made for no user (evaluation runs). */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    task: text('task').notNull(),
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    inputTokens: integer('input_tokens').notNull().default(0),
    outputTokens: integer('output_tokens').notNull().default(0),
    /** Of the input tokens, how many the provider read from its prompt cache (priced lower). */
    cachedInputTokens: integer('cached_input_tokens').notNull().default(0),
    /** Of the input tokens, how many the provider wrote to its prompt cache (Anthropic prices these higher). */
    cacheWriteTokens: integer('cache_write_tokens').notNull().default(0),
    costUsd: numeric('cost_usd', { precision: 12, scale: 6 }).notNull().default('0'),
    durationMs: integer('duration_ms').notNull(),
    status: text('status', { enum: ['ok', 'error'] }).notNull(),
    errorCode: text('error_code'),
    /**
     * Whose model answered: true for the user's own (Settings › Drafting model; their provider bills
     * them), false for this server's (its operator pays); null for calls recorded before it was kept.
     */
    ownModel: boolean('own_model'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('llm_calls_user_created_idx').on(t.userId, t.createdAt)],
);
