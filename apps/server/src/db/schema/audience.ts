import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { TChatState } from '@gatling/shared/api/audience';
import { at, owner } from './columns';

/**
 * One turn of the audience interview (docs/product/data.md#audience-interview-and-keywords), oldest first by
 * created_at.
 */
export const audienceChatTurns = pgTable(
  'audience_chat_turns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    instruction: text('instruction').notNull(),
    responseMessage: text('response_message').notNull(),
    informationClarity: integer('information_clarity').notNull(),
    complete: boolean('complete').notNull(),
    /** The whole state after this turn. */
    chatState: jsonb('chat_state').$type<TChatState>().notNull(),
    /** Who the audience is, in a sentence or two, as understood after this turn (for qualification). */
    audienceSummary: text('audience_summary'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('audience_chat_turns_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * Monitoring keywords (search queries) the audience agent produced or the user kept; only active
 * ones are searched.
 */
export const monitorKeywords = pgTable(
  'monitor_keywords',
  {
    userId: owner(),
    keyword: text('keyword').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.keyword] })],
);
